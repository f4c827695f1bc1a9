import { expect, test } from "@playwright/test";
import { automationDeliveries, clusterSql, orderIdOf, payOrder, postCheckout, stockedProduct } from "./cluster";

/**
 * The automation webhook leaves through the durable outbox, which all three processes' workers poll at once
 * (claims with FOR UPDATE SKIP LOCKED and a lease): each order event reaches the receiver exactly once.
 */
const ORDERS = 6;
const run = `${Date.now().toString(36)}${process.pid}`;

test("with three outbox workers, each order's created and paid events are delivered exactly once", async ({
  request,
}) => {
  const product = await stockedProduct(request);
  const orderIds: string[] = [];
  // Round-robin through nginx spreads the checkouts and payments, and so their outbox rows, over the processes.
  for (let n = 0; n < ORDERS; n++) {
    const address = `198.18.1.${n + 1}`;
    const checkout = await postCheckout(request, {
      productId: product.id,
      idempotencyKey: `cluster-webhook-${run}-${n}`,
      address,
    });
    expect(checkout.status()).toBe(303);
    const orderId = orderIdOf(checkout.headers().location);
    expect((await payOrder(request, { orderId, address })).status()).toBe(303);
    orderIds.push(orderId);
  }
  const expected = orderIds.flatMap((orderId) => [`order.created ${orderId}`, `order.paid ${orderId}`]).sort();

  const sql = clusterSql();
  try {
    // Delivered: every event's outbox row is sent, so no worker holds one of them any more.
    await expect(async () => {
      const { rows } = await sql.query<{ unsent: number; sent: number }>(
        `select count(*) filter (where status <> 'sent')::int as unsent, count(*) filter (where status = 'sent')::int as sent
        from outbox_messages
        where topic = 'automation-webhook' and payload->>'order_id' = any($1)`,
        [orderIds],
      );
      const [row] = rows;
      expect(row).toEqual({ unsent: 0, sent: expected.length });
    }).toPass({ timeout: 60_000 });
  } finally {
    await sql.end();
  }
  const deliveries = (await automationDeliveries()).filter((delivery) => orderIds.includes(delivery.orderId));
  expect(deliveries.map((delivery) => `${delivery.event} ${delivery.orderId}`).sort()).toEqual(expected);
  expect(new Set(deliveries.map((delivery) => delivery.delivery)).size).toBe(expected.length);
});
