import { randomBytes } from "node:crypto";
import { type Env, getEnv } from "~/.server/env";
import { emptyCatalogDescription } from "~/lib/empty-catalog";
import type { PaymentProvider, ProviderName } from "./provider";
import { createSquareProviderFromEnv } from "./square";
import { createTestProvider } from "./test-provider";

/** The adapter checkout uses, and whether its orders are test orders (decision 104). */
export type ActivePayments = { provider: PaymentProvider; testMode: boolean };

/**
 * PAYMENT_PROVIDER when set; else square when Square credentials are configured; else test (the
 * environment check refuses an implicit test provider on a public URL).
 */
export function selectProviderName(env: Pick<Env, "PAYMENT_PROVIDER" | "SQUARE_ACCESS_TOKEN">): ProviderName {
  return env.PAYMENT_PROVIDER ?? (env.SQUARE_ACCESS_TOKEN ? "square" : "test");
}

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

function createPayments(env: Env): ActivePayments {
  const name = selectProviderName(env);
  // Square's sandbox takes no real money: its orders are test orders too.
  if (name === "square")
    return { provider: createSquareProviderFromEnv(env), testMode: env.SQUARE_ENVIRONMENT === "sandbox" };
  return { provider: createTestProvider({ secret: testWebhookSecret(env) }), testMode: true };
}

let active: ActivePayments | undefined;

export function getPayments(): ActivePayments {
  active ??= createPayments(getEnv());
  return active;
}

/** The empty-catalogue toast's text, naming the active provider. */
export function describeEmptyCatalog(): string {
  return emptyCatalogDescription(getPayments().provider);
}

/** The adapter a webhook URL names, when it is the active one; webhooks for any other are refused. */
export function getWebhookProvider(name: string): PaymentProvider | null {
  const { provider } = getPayments();
  return provider.name === name ? provider : null;
}
