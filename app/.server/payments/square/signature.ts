import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Square's webhook signature: base64(HMAC-SHA256(signature key, notification URL + raw body)), sent as
 * `x-square-hmacsha256-signature`. The URL is the one registered with Square for the subscription.
 */
export const SQUARE_SIGNATURE_HEADER = "x-square-hmacsha256-signature";

export function signSquareNotification(options: { signatureKey: string; notificationUrl: string; rawBody: string }) {
  return createHmac("sha256", options.signatureKey)
    .update(options.notificationUrl + options.rawBody)
    .digest("base64");
}

/** Constant-time comparison, so a forger learns nothing from how fast a wrong signature is refused. */
export function isValidSquareSignature(options: {
  signatureKey: string;
  notificationUrl: string;
  rawBody: string;
  signature: string | null;
}): boolean {
  if (!options.signature) return false;
  const expected = Buffer.from(signSquareNotification(options));
  const given = Buffer.from(options.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
