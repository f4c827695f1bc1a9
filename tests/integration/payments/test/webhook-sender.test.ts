import { createServer } from "node:http";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { outboxMessages } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { deliverDueMessages } from "~/.server/outbox/worker";
import { testWebhookSecret } from "~/.server/payments/test/secret";
import {
  createTestPaymentWebhookHandler,
  queueTestPaymentWebhook,
  TEST_PAYMENT_WEBHOOK_TOPIC,
} from "~/.server/payments/test/webhook-sender";
import { action as webhook } from "~/routes/api.webhooks.payments.$provider";
import { allOrders, insertProducts, placePaidOrder } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

const t = withTestDatabase();

vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));

async function placeOrder() {
  const ids = await insertProducts(t.db, { slug: "bcaa", title: "BCAA", priceCents: 2999, stock: 4 });
  return placePaidOrder(t.db, [{ productId: ids.bcaa, quantity: 1 }], { paid: false });
}

/** The store's payment webhook endpoint on loopback, as a freshly started process serves it. */
async function startWebhookEndpoint() {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = new Request(`http://127.0.0.1${incoming.url}`, {
      method: "POST",
      headers: incoming.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    });
    const response = await webhook({ request, params: { provider: "test" }, context: {} } as unknown as Parameters<
      typeof webhook
    >[0]);
    outgoing.writeHead(response.status).end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/payments/test`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function queuedPayments() {
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, TEST_PAYMENT_WEBHOOK_TOPIC));
}

describe("the test provider's payment webhook", () => {
  it("is queued in the outbox, so a process started after the payment delivers it and the order turns paid", async () => {
    const order = await placeOrder();
    const paidAt = new Date();
    await queueTestPaymentWebhook({ orderId: order.publicId, now: paidAt });
    // Nothing of it lives in memory: the row is what a restarted store finds.
    const [queued] = await queuedPayments();
    expect(queued).toMatchObject({ status: "pending", attempts: 0, payload: { orderId: order.publicId } });
    expect(queued?.nextAttemptAt.getTime()).toBe(paidAt.getTime() + 2000);

    const endpoint = await startWebhookEndpoint();
    try {
      const handlers = {
        [TEST_PAYMENT_WEBHOOK_TOPIC]: createTestPaymentWebhookHandler({
          url: endpoint.url,
          secret: testWebhookSecret(getEnv()),
        }),
      };
      // Not before its moment: the confirmation page sees the order pending first.
      await deliverDueMessages({ db: t.db, handlers, now: () => new Date(paidAt.getTime() + 1000) });
      expect((await queuedPayments())[0]?.attempts).toBe(0);
      expect((await allOrders(t.db))[0]?.status).toBe("pending");

      await deliverDueMessages({ db: t.db, handlers, now: () => new Date(paidAt.getTime() + 2000) });
      expect(await queuedPayments()).toMatchObject([{ status: "sent", result: { status: 200 } }]);
      expect((await allOrders(t.db))[0]?.status).toBe("paid");
    } finally {
      await endpoint.close();
    }
  });

  it("is queued once per order, however often the card is submitted", async () => {
    const order = await placeOrder();
    await queueTestPaymentWebhook({ orderId: order.publicId });
    await queueTestPaymentWebhook({ orderId: order.publicId });
    expect(await queuedPayments()).toHaveLength(1);
  });
});
