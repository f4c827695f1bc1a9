import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { readJsonBody } from "../json-body";
import type { PaymentEvent, PaymentProvider } from "../provider";
import { chargeTestCard, finishTestCardSetup, saveTestCard, startTestCardSetup } from "./saved-cards";

/**
 * The `test` provider: the store's own hosted checkout page at /test-checkout/{orderId},
 * and webhooks signed like a real provider's, so a fresh install sells end to end with no account anywhere.
 */

const TEST_PROVIDER_DISPLAY_NAME = "Test Payments";
export const TEST_SIGNATURE_HEADER = "x-test-signature";

const EVENT_STATUSES = {
  "payment.succeeded": "paid",
  "payment.failed": "failed",
  "checkout.canceled": "canceled",
} as const satisfies Record<string, PaymentEvent["status"]>;

export type TestEventType = keyof typeof EVENT_STATUSES;

const webhookBodySchema = z.object({
  id: z.string().min(1),
  type: z.enum(Object.keys(EVENT_STATUSES) as [TestEventType, ...TestEventType[]]),
  created: z.iso.datetime(),
  data: z.object({ orderId: z.string().min(1), paymentId: z.string().optional() }),
});

type TestWebhookBody = z.infer<typeof webhookBodySchema>;

function testCheckoutPath(orderId: string): string {
  return `/test-checkout/${encodeURIComponent(orderId)}`;
}

/** Hex HMAC-SHA256 of the raw body. */
export function signTestWebhook(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

/** A signed webhook as the test provider sends it. */
export function buildTestWebhook(options: {
  secret: string;
  type: TestEventType;
  orderId: string;
  occurredAt?: Date;
  eventId?: string;
  paymentId?: string;
}): { rawBody: string; headers: Record<string, string> } {
  const body: TestWebhookBody = {
    id: options.eventId ?? `evt_test_${randomUUID()}`,
    type: options.type,
    created: (options.occurredAt ?? new Date()).toISOString(),
    data: { orderId: options.orderId, paymentId: options.paymentId },
  };
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: { "content-type": "application/json", [TEST_SIGNATURE_HEADER]: signTestWebhook(options.secret, rawBody) },
  };
}

function signatureMatches(secret: string, rawBody: string, signature: string | null): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signTestWebhook(secret, rawBody), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

export function createTestProvider({ secret }: { secret: string }): PaymentProvider<"test"> {
  return {
    name: "test",
    displayName: TEST_PROVIDER_DISPLAY_NAME,
    async createHostedCheckout(request) {
      // Stateless: the page reads the order itself, so the same order always gets the same page.
      return { checkoutUrl: testCheckoutPath(request.orderId), providerCheckoutId: `test_${request.orderId}` };
    },
    async refund(request) {
      // No money moved at checkout, so none moves back: the refund is complete at once, once per key.
      return { providerRefundId: `test_refund_${request.idempotencyKey}`, status: "completed" };
    },
    async saveCard(request) {
      return saveTestCard(request);
    },
    async chargeSavedCard(request) {
      return chargeTestCard(request);
    },
    async startCardSetup(request) {
      return startTestCardSetup(request);
    },
    async finishCardSetup(request) {
      return finishTestCardSetup(request);
    },
    isSignedWebhook({ headers, rawBody }) {
      return signatureMatches(secret, rawBody, headers.get(TEST_SIGNATURE_HEADER));
    },
    async verifyWebhook({ headers, rawBody }) {
      if (!signatureMatches(secret, rawBody, headers.get(TEST_SIGNATURE_HEADER))) return null;
      const body = readJsonBody(webhookBodySchema, rawBody);
      if (!body) return null;
      return {
        eventId: body.id,
        orderId: body.data.orderId,
        status: EVENT_STATUSES[body.type],
        occurredAt: new Date(body.created),
        providerPaymentId: body.data.paymentId,
      };
    },
  };
}
