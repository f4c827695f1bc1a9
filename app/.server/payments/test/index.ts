import type { ProviderDefinition } from "../provider";
import { createTestProvider } from "./provider";
import { testWebhookSecret } from "./secret";

/** The test provider's row in the registry: the store's own checkout page, so it needs no origin of its own. */
export const testPayments: ProviderDefinition<"test"> = {
  // The fallback when no other provider is configured (payments/index.ts), never chosen for its settings.
  isConfigured: () => false,
  isTestMode: () => true,
  createProvider: (env) => createTestProvider({ secret: testWebhookSecret(env) }),
  checkoutOrigins: () => [],
  emptyCatalogNextStep:
    "Load the demo catalogue with npm run db:seed, or connect Square and import its catalogue with npm run catalog:import.",
};
