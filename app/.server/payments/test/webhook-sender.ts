import { randomUUID } from "node:crypto";
import { z } from "zod";
import { type Database, getDb } from "~/.server/db";
import { enqueueOutboxMessage } from "~/.server/outbox/enqueue";
import type { OutboxHandler } from "~/.server/outbox/worker";
import { buildTestWebhook } from "./provider";
import { type TestCardKind, testPaymentId } from "./saved-cards";

export const TEST_PAYMENT_WEBHOOK_TOPIC = "test-payment-webhook";

/** Late enough that the confirmation page shows the order pending first, as with a real provider. */
const DELIVERY_DELAY_MS = 2000;
const TIMEOUT_MS = 10_000;

/** The payment as queued; the webhook is built and signed when it is sent (the secret may be the process's own). */
const paymentSchema = z.object({
  orderId: z.string().min(1),
  eventId: z.string().min(1),
  paymentId: z.string().min(1),
  occurredAt: z.iso.datetime(),
});

/**
 * What the test provider does after a successful test card: a signed `payment.succeeded` webhook to the store's
 * own endpoint a moment later. Queued in the outbox, so a restart or a second process still delivers it
 * (retried like every other message); dated now, when the payment happened, not when it is delivered. A
 * second payment of the same order queues nothing: the provider reports a payment once.
 */
export async function queueTestPaymentWebhook(options: {
  orderId: string;
  /** How renewals charged to the card go, once it is saved. */
  card?: TestCardKind;
  db?: Database;
  now?: Date;
}): Promise<void> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const payment: z.infer<typeof paymentSchema> = {
    orderId: options.orderId,
    eventId: `evt_test_${randomUUID()}`,
    paymentId: testPaymentId(options.card ?? "renews", randomUUID()),
    occurredAt: now.toISOString(),
  };
  await enqueueOutboxMessage(db, {
    topic: TEST_PAYMENT_WEBHOOK_TOPIC,
    payload: payment,
    dedupeKey: `test-payment:${options.orderId}`,
    notBefore: new Date(now.getTime() + DELIVERY_DELAY_MS),
  });
}

/** The store itself over loopback: PUBLIC_URL may name a proxy or another port. */
export function testWebhookUrl(env: { HOST: string; PORT: number }): string {
  const host = ["0.0.0.0", "::", ""].includes(env.HOST)
    ? "127.0.0.1"
    : env.HOST.includes(":")
      ? `[${env.HOST}]`
      : env.HOST;
  return `http://${host}:${env.PORT}/api/webhooks/payments/test`;
}

/** Sends a queued test payment to the endpoint, signed with the secret that endpoint verifies with. */
export function createTestPaymentWebhookHandler(options: { url: string; secret: string }): OutboxHandler {
  return async (payload) => {
    const payment = paymentSchema.parse(payload);
    const request = buildTestWebhook({
      secret: options.secret,
      type: "payment.succeeded",
      orderId: payment.orderId,
      eventId: payment.eventId,
      paymentId: payment.paymentId,
      occurredAt: new Date(payment.occurredAt),
    });
    const response = await fetch(options.url, {
      method: "POST",
      headers: request.headers,
      body: request.rawBody,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the payment webhook endpoint answered ${response.status}`);
    return { status: response.status };
  };
}
