import type { ProviderDefinition } from "./provider";
import { squarePayments } from "./square";
import { testPayments } from "./test";

/**
 * Every payment provider the store can take payments with, by the name PAYMENT_PROVIDER and the webhook address
 * use (decision 222). A new provider is a row here and a folder of its own beside ./square and ./test.
 */
const rows = { test: testPayments, square: squarePayments };

export type ProviderName = keyof typeof rows;

/** The rows, typed so that the adapter each makes answers to its own name. */
export const PAYMENT_PROVIDERS: { readonly [Name in ProviderName]: ProviderDefinition<Name> } = rows;

export const PROVIDER_NAMES = Object.keys(rows) as ProviderName[];
