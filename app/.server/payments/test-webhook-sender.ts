import { randomUUID } from "node:crypto";
import { type Env, getEnv } from "../env";
import { logger } from "../logger";
import { testWebhookSecret } from "./index";
import { buildTestWebhook } from "./test-provider";

/** Late enough that the confirmation page shows the order pending first, as with a real provider. */
const DELIVERY_DELAY_MS = 2000;
const RETRY_DELAYS_MS = [1000, 2000, 4000];

/** The store itself over loopback: PUBLIC_URL may name a proxy or another port. */
function webhookUrl(env: Pick<Env, "HOST" | "PORT">): string {
  const host = ["0.0.0.0", "::", ""].includes(env.HOST)
    ? "127.0.0.1"
    : env.HOST.includes(":")
      ? `[${env.HOST}]`
      : env.HOST;
  return `http://${host}:${env.PORT}/api/webhooks/payments/test`;
}

async function deliver(url: string, request: ReturnType<typeof buildTestWebhook>, attempt: number): Promise<void> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: request.headers,
      body: request.rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`the webhook endpoint answered ${response.status}`);
  } catch (error) {
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      logger.error({ err: error }, "test payment webhook undeliverable");
      return;
    }
    setTimeout(() => void deliver(url, request, attempt + 1), delay).unref();
  }
}

/**
 * What the test provider does after a successful test card: a signed `payment.succeeded` webhook to the
 * store's own endpoint, sent in the background a moment later and retried a few times. Dated now, when
 * the payment happened, not when it is delivered.
 */
export function sendTestPaymentWebhookLater({ orderId }: { orderId: string }): void {
  const env = getEnv();
  const request = buildTestWebhook({
    secret: testWebhookSecret(env),
    type: "payment.succeeded",
    orderId,
    paymentId: `pay_test_${randomUUID()}`,
  });
  setTimeout(() => void deliver(webhookUrl(env), request, 0), DELIVERY_DELAY_MS).unref();
}
