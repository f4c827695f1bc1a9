import type { Env } from "~/.server/env";
import type { PaymentProvider } from "../provider";
import { createSquareClient } from "./client";
import { createSquareProvider } from "./provider";

export { importSquareCatalog } from "./catalog-import";
export { createSquareClient } from "./client";
export { createSquareProvider } from "./provider";

/** The Square client the environment configures; the environment check guarantees the settings come together. */
export function createSquareClientFromEnv(env: Env) {
  if (!env.SQUARE_ACCESS_TOKEN || !env.SQUARE_LOCATION_ID) throw new Error("SQUARE_ACCESS_TOKEN is not set");
  return createSquareClient({
    accessToken: env.SQUARE_ACCESS_TOKEN,
    environment: env.SQUARE_ENVIRONMENT,
    baseUrl: env.SQUARE_API_BASE_URL,
  });
}

export function createSquareProviderFromEnv(env: Env): PaymentProvider {
  if (!env.SQUARE_LOCATION_ID || !env.SQUARE_WEBHOOK_SIGNATURE_KEY) throw new Error("Square is not configured");
  return createSquareProvider({
    client: createSquareClientFromEnv(env),
    locationId: env.SQUARE_LOCATION_ID,
    webhookSignatureKey: env.SQUARE_WEBHOOK_SIGNATURE_KEY,
    webhookUrl: env.SQUARE_WEBHOOK_URL,
    publicUrl: env.PUBLIC_URL,
  });
}
