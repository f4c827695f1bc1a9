import { z } from "zod";
import type { ProviderSettings } from "../provider";

/**
 * The test provider's environment variables (decision 104), checked at start with the store's. Whether it may run
 * on a public address (ALLOW_TEST_PAYMENTS_IN_PUBLIC) is the store's own rule, kept in env.ts with TEST MODE.
 */
export const testEnvShape = {
  /** Signs the test provider's webhooks; unset, a random secret is made at start (./secret.ts). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
};

export type TestSettings = ProviderSettings<typeof testEnvShape>;
