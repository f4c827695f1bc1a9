import { type Env, getEnv } from "~/.server/env";
import { emptyCatalogDescription } from "~/lib/empty-catalog";
import type { PaymentProvider } from "./provider";
import { PAYMENT_PROVIDERS, PROVIDER_NAMES, type ProviderName } from "./providers";

/** The adapter checkout uses, and whether its orders are test orders. */
export type ActivePayments = { provider: PaymentProvider<ProviderName>; testMode: boolean };

/**
 * PAYMENT_PROVIDER when set; else the provider whose credentials are configured (square with SQUARE_ACCESS_TOKEN);
 * else test (the environment check refuses an implicit test provider on a public URL).
 */
export function selectProviderName(env: Env): ProviderName {
  return env.PAYMENT_PROVIDER ?? PROVIDER_NAMES.find((name) => PAYMENT_PROVIDERS[name].isConfigured(env)) ?? "test";
}

function createPayments(env: Env): ActivePayments {
  const definition = PAYMENT_PROVIDERS[selectProviderName(env)];
  return { provider: definition.createProvider(env), testMode: definition.isTestMode(env) };
}

let active: ActivePayments | undefined;

export function getPayments(): ActivePayments {
  active ??= createPayments(getEnv());
  return active;
}

/** The empty-catalogue toast's text, naming the active provider. */
export function describeEmptyCatalog(): string {
  const { provider } = getPayments();
  return emptyCatalogDescription({
    displayName: provider.displayName,
    nextStep: PAYMENT_PROVIDERS[provider.name].emptyCatalogNextStep,
  });
}

/** The adapter a webhook URL names, when it is the active one; webhooks for any other are refused. */
export function getWebhookProvider(name: string): PaymentProvider<ProviderName> | null {
  const { provider } = getPayments();
  return provider.name === name ? provider : null;
}
