import { type APIRequestContext, expect, test } from "@playwright/test";
import { clusterSql, orderIdOf, postCheckout, readClusterState, stockedProduct } from "./cluster";

/**
 * One of the three processes is killed (SIGKILL) while shoppers browse and check out through nginx. Bounded:
 * BUYERS shoppers at once, PURCHASES_EACH checkouts each, two catalogue pages before each, all on loopback.
 *
 * What "no failed purchase" means (decision 166): nginx sends a GET that met a dead process to the next one, so
 * no page fails (one the process had begun to send arrives cut off and is reloaded); a checkout POST that
 * reached the killed process is never sent again by nginx (no `non_idempotent`) and answers 502, and the shopper
 * presses again, as the checkout form allows, with the same idempotency key. Every checkout ends on its payment
 * page, and each key made exactly one order.
 */
const BUYERS = 6;
const PURCHASES_EACH = 5;
const KILL_AFTER = 6;
const PRESSES = 3;
const run = `${Date.now().toString(36)}${process.pid}`;

type Outcome = { key: string; orderId?: string; presses: number; failure?: string };

/**
 * Why a page did not answer 200, or undefined when it did. A page the killed process had begun to send arrives
 * cut off (nginx cannot send again what it has begun to pass on): the shopper reloads it, and the reload must
 * then arrive whole. A 502 is a failure at once: nginx should have asked another process.
 */
async function pageFailure(request: APIRequestContext, path: string, cutOff: string[]): Promise<string | undefined> {
  for (let load = 1; ; load++) {
    try {
      const response = await request.get(path, { failOnStatusCode: false });
      return response.status() === 200 ? undefined : `${path}: ${response.status()}`;
    } catch (error) {
      if (load === 2) return `${path}: ${String(error)}`;
      cutOff.push(path);
    }
  }
}

/** A shopper's checkout: pressed again only when nginx answered 502 or the answer was cut off. */
async function checkout(request: APIRequestContext, productId: string, key: string, address: string): Promise<Outcome> {
  let lastError = "502 on every press";
  for (let presses = 1; presses <= PRESSES; presses++) {
    try {
      const response = await postCheckout(request, { productId, idempotencyKey: key, address });
      if (response.status() === 502) continue;
      if (response.status() !== 303) return { key, presses, failure: `answered ${response.status()}` };
      return { key, presses, orderId: orderIdOf(response.headers().location) };
    } catch (error) {
      lastError = String(error);
    }
  }
  return { key, presses: PRESSES, failure: lastError };
}

test("a process killed mid-load fails no page and no purchase; its supervisor starts it again", async ({ request }) => {
  const product = await stockedProduct(request);
  const victim = readClusterState().stores[1];
  if (!victim) throw new Error("the cluster has no second process");
  const pageFailures: string[] = [];
  const cutOff: string[] = [];
  const outcomes: Outcome[] = [];
  let killed = false;

  await Promise.all(
    Array.from({ length: BUYERS }, async (_, buyer) => {
      for (let n = 0; n < PURCHASES_EACH; n++) {
        for (const path of ["/products", `/product/${product.slug}`]) {
          const failure = await pageFailure(request, path, cutOff);
          if (failure) pageFailures.push(failure);
        }
        const key = `cluster-kill-${run}-${buyer}-${n}`;
        outcomes.push(await checkout(request, product.id, key, `198.18.2.${buyer * PURCHASES_EACH + n + 1}`));
        if (!killed && outcomes.length >= KILL_AFTER) {
          killed = true;
          process.kill(victim.pid, "SIGKILL");
        }
      }
    }),
  );

  expect(killed).toBe(true);
  expect(pageFailures).toEqual([]);
  expect(outcomes.filter((outcome) => outcome.failure)).toEqual([]);
  const pressedAgain = outcomes.filter((outcome) => outcome.presses > 1).length;
  test
    .info()
    .annotations.push(
      { type: "checkouts pressed again", description: String(pressedAgain) },
      { type: "pages cut off and reloaded", description: String(cutOff.length) },
    );

  const sql = clusterSql();
  try {
    const { rows } = await sql.query<{ key: string; orderId: string }>(
      `select idempotency_key as key, public_id as "orderId" from orders where idempotency_key like $1`,
      [`cluster-kill-${run}-%`],
    );
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
    // One order per checkout, the very one its shopper was sent to pay.
    expect([...rows].sort(byKey)).toEqual(outcomes.map(({ key, orderId }) => ({ key, orderId })).sort(byKey));
    expect(rows).toHaveLength(BUYERS * PURCHASES_EACH);
  } finally {
    await sql.end();
  }

  // Restart=always: the supervisor starts the process again, and it serves.
  await expect(async () => {
    const restarted = readClusterState().stores[1];
    expect(restarted?.pid).not.toBe(victim.pid);
    expect((await fetch(`http://127.0.0.1:${victim.port}/readyz`)).status).toBe(200);
  }).toPass({ timeout: 90_000 });
});
