import type { ProviderDefinition } from "../provider";
import { squareCardForm, squareCardFormSources } from "./card-form";
import { createSquareClientFromEnv } from "./client";
import { createSquareProvider } from "./provider";
import { squareStockPullMessage } from "./stock-topics";

/** Square's payment links and the checkout pages they redirect to. */
const SQUARE_CHECKOUT_ORIGINS = {
  production: ["https://square.link", "https://checkout.square.site"],
  sandbox: ["https://sandbox.square.link", "https://checkout.squareupsandbox.com"],
} as const;

/** Square's row in the registry: Payment Links, refunds, stock kept in step, and a card form with an application id. */
export const squarePayments: ProviderDefinition<"square"> = {
  isConfigured: (env) => Boolean(env.SQUARE_ACCESS_TOKEN),
  // Square's sandbox takes no real money: its orders are test orders too.
  isTestMode: (env) => env.SQUARE_ENVIRONMENT === "sandbox",
  createProvider(env) {
    // The environment check guarantees the settings come together.
    if (!env.SQUARE_LOCATION_ID || !env.SQUARE_WEBHOOK_SIGNATURE_KEY) throw new Error("Square is not configured");
    return createSquareProvider({
      client: createSquareClientFromEnv(env),
      locationId: env.SQUARE_LOCATION_ID,
      webhookSignatureKey: env.SQUARE_WEBHOOK_SIGNATURE_KEY,
      webhookUrl: env.SQUARE_WEBHOOK_URL,
      publicUrl: env.PUBLIC_URL,
      cardForm: squareCardForm(env) !== null,
    });
  },
  checkoutOrigins: (env) => SQUARE_CHECKOUT_ORIGINS[env.SQUARE_ENVIRONMENT],
  cardFormSources: squareCardFormSources,
  emptyCatalogNextStep:
    "Import it from Square with npm run catalog:import, or load the demo catalogue with npm run db:seed.",
  followStockEvent: squareStockPullMessage,
};
