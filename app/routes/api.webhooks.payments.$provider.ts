import { logger } from "~/.server/logger";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import { applyRefundEvent } from "~/.server/orders/payment-events/apply-refund-event";
import { getWebhookProvider } from "~/.server/payments";
import { queueStockEventFollowUp } from "~/.server/payments/stock-webhook";
import { applyCardEvent } from "~/.server/subscriptions/apply-card-event";
import type { Route } from "./+types/api.webhooks.payments.$provider";

/** Payment events are small; anything bigger is not from a provider. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Payment, refund, stock and saved-card webhooks: verified by the adapter against the raw body (401 and no change
 * when the signature is missing or wrong), then applied once per event id.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const provider = getWebhookProvider(params.provider);
  if (!provider) return Response.json({ error: "Unknown payment provider" }, { status: 404 });
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return Response.json({ error: "Payload too large" }, { status: 413 });
  }
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_BODY_BYTES)
    return Response.json({ error: "Payload too large" }, { status: 413 });

  const webhook = { url: request.url, headers: request.headers, rawBody };
  const event = await provider.verifyWebhook(webhook);
  // Not a payment event: it may be a refund, confirmed with the provider like a payment.
  const refund = event ? null : await provider.verifyRefundWebhook?.(webhook);
  if (refund) {
    const result = await applyRefundEvent({ provider: provider.name, event: refund });
    logger.info({ provider: provider.name, eventId: refund.eventId, ...result }, "refund webhook");
    return Response.json({ received: true, outcome: result.outcome });
  }
  const stock = event ? null : provider.verifyStockWebhook?.(webhook);
  if (stock) {
    // Read back from the provider later, through the outbox, so the webhook answers at once (decision 187).
    await queueStockEventFollowUp({ provider: provider.name, event: stock });
    logger.info(
      { provider: provider.name, eventId: stock.eventId, variations: stock.variationIds.length },
      "stock webhook",
    );
    return Response.json({ received: true, outcome: "queued" });
  }
  const card = event ? null : await provider.verifyCardWebhook?.(webhook);
  if (card) {
    const result = await applyCardEvent({ provider: provider.name, event: card });
    logger.info({ provider: provider.name, eventId: card.eventId, ...result }, "card webhook");
    return Response.json({ received: true, outcome: result.outcome });
  }
  if (!event && provider.isSignedWebhook?.(webhook)) {
    logger.info({ provider: provider.name }, "payment webhook ignored: signed, but not a payment of ours");
    return Response.json({ received: true, outcome: "ignored" });
  }
  if (!event) {
    logger.warn({ provider: provider.name }, "payment webhook refused: bad or missing signature");
    return Response.json({ error: "Invalid signature" }, { status: 401 });
  }
  const result = await applyPaymentEvent({ provider: provider.name, event });
  logger.info({ provider: provider.name, eventId: event.eventId, ...result }, "payment webhook");
  return Response.json({ received: true, outcome: result.outcome });
}
