import { createHmac } from "node:crypto";
import type { OutboxHandler } from "./worker";

/**
 * Delivery of the automation webhook. Each POST carries
 *   X-Store-Timestamp: unix seconds
 *   X-Store-Signature: sha256=<hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`)>
 *   X-Store-Delivery: the outbox message id, the same on every retry (the receiver's dedupe key)
 * Signing the timestamp with the body lets a receiver refuse replays of an old delivery.
 */

export const SIGNATURE_HEADER = "X-Store-Signature";
export const TIMESTAMP_HEADER = "X-Store-Timestamp";
export const DELIVERY_HEADER = "X-Store-Delivery";

const TIMEOUT_MS = 10_000;

export function signAutomationBody(options: { secret: string; timestamp: string; body: string }): string {
  const mac = createHmac("sha256", options.secret).update(`${options.timestamp}.${options.body}`).digest("hex");
  return `sha256=${mac}`;
}

export function createAutomationWebhookHandler(options: {
  url: string | undefined;
  secret: string | undefined;
}): OutboxHandler {
  const { url, secret } = options;
  return async (payload, { messageId }) => {
    if (!url || !secret) return { note: "AUTOMATION_WEBHOOK_URL is not set: nothing to deliver" };
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signAutomationBody({ secret, timestamp, body }),
        [DELIVERY_HEADER]: messageId,
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`automation webhook answered ${response.status}`);
    return { status: response.status };
  };
}
