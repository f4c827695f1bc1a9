import { z } from "zod";
import type { ProviderSettings, SettingsCheck } from "../provider";

/** Square's environment variables (decision 104), checked at start with the store's. */
export const squareEnvShape = {
  SQUARE_ACCESS_TOKEN: z.string().min(1).optional(),
  SQUARE_LOCATION_ID: z.string().min(1).optional(),
  SQUARE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  SQUARE_WEBHOOK_SIGNATURE_KEY: z.string().min(1).optional(),
  /** The notification URL registered with Square, signed into every webhook; default PUBLIC_URL + the request path. */
  SQUARE_WEBHOOK_URL: z.url().optional(),
  /** Points the Square SDK elsewhere (tests use a local fake); overrides SQUARE_ENVIRONMENT's address. */
  SQUARE_API_BASE_URL: z.url().optional(),
};

export type SquareSettings = ProviderSettings<typeof squareEnvShape>;

export const squareEnvChecks: SettingsCheck<SquareSettings>[] = [
  {
    path: "SQUARE_ACCESS_TOKEN",
    message: "needs SQUARE_LOCATION_ID and SQUARE_WEBHOOK_SIGNATURE_KEY as well",
    holds: (env) => !env.SQUARE_ACCESS_TOKEN || (env.SQUARE_LOCATION_ID && env.SQUARE_WEBHOOK_SIGNATURE_KEY),
  },
  {
    path: "PAYMENT_PROVIDER",
    message: "square needs SQUARE_ACCESS_TOKEN",
    holds: (env) => env.PAYMENT_PROVIDER !== "square" || env.SQUARE_ACCESS_TOKEN,
  },
];
