import { randomBytes } from "node:crypto";
import type { Env } from "~/.server/env";

let generatedSecret: string | undefined;

/**
 * PAYMENT_WEBHOOK_SECRET, else 256 random bits made once per process: the test provider signs and
 * verifies in the same process, so the secret never needs to leave it and can never be guessed.
 */
export function testWebhookSecret(env: Pick<Env, "PAYMENT_WEBHOOK_SECRET">): string {
  if (env.PAYMENT_WEBHOOK_SECRET) return env.PAYMENT_WEBHOOK_SECRET;
  generatedSecret ??= randomBytes(32).toString("base64url");
  return generatedSecret;
}
