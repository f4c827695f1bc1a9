import { describe, expect, it, vi } from "vitest";
import { checkOrderRateLimit, ORDER_RATE_LIMITS } from "~/.server/orders/checkout/rate-limit";
import type { RateLimitStore } from "~/.server/rate-limit/check-rate-limits";
import type { CheckoutActionData } from "~/components/checkout/checkout-errors";
import { action as checkoutAction } from "~/routes/checkout";
import { action as trackOrderAction } from "~/routes/track-order";
import { allOrders, checkoutForm, insertProducts } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";
import { rateLimitStores } from "../../../support/rate-limit-stores";

const t = withTestDatabase();

// The routes count on the process-wide database: here, each test's own.
vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));

const stores = rateLimitStores(t);

const PER_MINUTE = 10;
const TOO_MANY = "Too many attempts. Please wait 1 minute and try again.";

describe.each(stores)("checkOrderRateLimit with counters in the $name", ({ available, make }) => {
  it.skipIf(!available)("allows ten look-ups a minute from one address, then refuses it alone", async () => {
    const store = make();
    const check = (ip: string, email: string) => checkOrderRateLimit({ action: "track-order", ip, email, store });
    for (let i = 0; i < PER_MINUTE; i++) {
      expect(await check("203.0.113.7", `shopper${i}@example.com`)).toEqual({ allowed: true });
    }
    const refused = await check("203.0.113.7", "someone-else@example.com");
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await check("203.0.113.8", "someone-else@example.com")).toEqual({ allowed: true });
  });

  it.skipIf(!available)("counts one e-mail address across addresses, whatever its case", async () => {
    const store = make();
    const check = (ip: string, email: string) => checkOrderRateLimit({ action: "create-order", ip, email, store });
    for (let i = 0; i < ORDER_RATE_LIMITS["create-order"].perEmail.limit; i++) {
      expect(await check(`198.51.100.${i}`, i % 2 ? "dana@example.com" : " Dana@Example.COM")).toEqual({
        allowed: true,
      });
    }
    expect((await check("198.51.100.200", "DANA@example.com")).allowed).toBe(false);
    expect(await check("198.51.100.200", "sam@example.com")).toEqual({ allowed: true });
  });

  it.skipIf(!available)("keeps look-ups and order creation apart", async () => {
    const store = make();
    for (let i = 0; i < PER_MINUTE; i++) {
      await checkOrderRateLimit({ action: "track-order", ip: "203.0.113.9", email: `t${i}@example.com`, store });
    }
    const order = await checkOrderRateLimit({
      action: "create-order",
      ip: "203.0.113.9",
      email: "o@example.com",
      store,
    });
    expect(order).toEqual({ allowed: true });
  });
});

it("lets requests through when the counter store is down: it must not stop every shopper", async () => {
  const refused = async () => Promise.reject(new Error("connection refused"));
  const broken: RateLimitStore = { hit: refused, peek: refused };
  const verdict = await checkOrderRateLimit({
    action: "create-order",
    ip: "203.0.113.1",
    email: "a@b.co",
    store: broken,
  });
  expect(verdict).toEqual({ allowed: true });
});

describe("/track-order", () => {
  async function track(ip: string, orderNumber: string, email: string) {
    const form = new FormData();
    form.set("orderNumber", orderNumber);
    form.set("email", email);
    const request = new Request("http://localhost/track-order", { method: "POST", body: form });
    const args = { request, context: { clientIp: ip }, params: {} };
    const result = await trackOrderAction(args as unknown as Parameters<typeof trackOrderAction>[0]);
    return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), data: result.data };
  }

  it("answers the eleventh look-up a minute from one address with 429 and how long to wait", async () => {
    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await track("203.0.113.20", `CS-${20000 + i}`, "dana@example.com")).status).toBe(404);
    }
    const refused = await track("203.0.113.20", "CS-30000", "sam@example.com");
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({ limited: TOO_MANY, values: { orderNumber: "CS-30000", email: "sam@example.com" } });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await track("203.0.113.21", "CS-30000", "sam@example.com")).status).toBe(404);
  });

  it("stops trying order numbers for one e-mail from many addresses", async () => {
    const { limit } = ORDER_RATE_LIMITS["track-order"].perEmail;
    for (let i = 0; i < limit; i++) {
      expect((await track(`198.51.100.${i}`, `CS-${20000 + i}`, "dana@example.com")).status).toBe(404);
    }
    expect((await track("198.51.100.250", "CS-29999", "dana@example.com")).status).toBe(429);
  });
});

describe("order creation (the /checkout action)", () => {
  async function placeOrder(ip: string, productId: string, email: string) {
    const form = checkoutForm([{ productId, quantity: 1 }], { customer: { email } });
    const request = new Request("http://localhost/checkout", { method: "POST", body: form });
    const args = { request, context: { clientIp: ip }, params: {} };
    return checkoutAction(args as unknown as Parameters<typeof checkoutAction>[0]);
  }

  function refusal(result: Awaited<ReturnType<typeof placeOrder>>) {
    if (result instanceof Response) throw new Error(`expected a refusal, got a ${result.status} redirect`);
    return { status: result.init?.status, headers: new Headers(result.init?.headers), body: result.data };
  }

  it("refuses the eleventh order a minute from one address with 429, writing nothing", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey", priceCents: 2500 });
    for (let i = 0; i < PER_MINUTE; i++) {
      const result = await placeOrder("203.0.113.30", ids.whey, `buyer${i}@example.com`);
      expect(result instanceof Response && result.status).toBe(303);
    }
    const { status, headers, body } = refusal(await placeOrder("203.0.113.30", ids.whey, "late@example.com"));
    expect(status).toBe(429);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(body).toMatchObject({
      error: { kind: "limited", message: TOO_MANY },
      values: { email: "late@example.com" },
    } satisfies Partial<CheckoutActionData>);
    expect(await allOrders(t.db)).toHaveLength(PER_MINUTE);

    const other = await placeOrder("203.0.113.31", ids.whey, "late@example.com");
    expect(other instanceof Response && other.status).toBe(303);
  });

  it("refuses the eleventh order a minute for one e-mail address, from any address", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey", priceCents: 2500 });
    const { limit } = ORDER_RATE_LIMITS["create-order"].perEmail;
    for (let i = 0; i < limit; i++) {
      const result = await placeOrder(`198.51.100.${i}`, ids.whey, "dana@example.com");
      expect(result instanceof Response && result.status).toBe(303);
    }
    expect(refusal(await placeOrder("198.51.100.99", ids.whey, "dana@example.com")).status).toBe(429);
    expect(await allOrders(t.db)).toHaveLength(limit);
  });
});
