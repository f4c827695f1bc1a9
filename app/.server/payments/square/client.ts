import type { SquareClient } from "square";
import type { Env } from "~/.server/env";
import { squareSdk } from "./sdk";

export type SquareClientOptions = {
  accessToken: string;
  environment: "sandbox" | "production";
  /** Overrides the environment's address (tests point the SDK at tests/support/fake-square-server.ts). */
  baseUrl?: string;
};

export function createSquareClient(options: SquareClientOptions): SquareClient {
  const { SquareClient, SquareEnvironment } = squareSdk();
  const environment = options.environment === "production" ? SquareEnvironment.Production : SquareEnvironment.Sandbox;
  return new SquareClient({
    token: options.accessToken,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : { environment }),
    timeoutInSeconds: 15,
  });
}

/** The Square client the environment configures; the environment check guarantees the settings come together. */
export function createSquareClientFromEnv(
  env: Pick<Env, "SQUARE_ACCESS_TOKEN" | "SQUARE_LOCATION_ID" | "SQUARE_ENVIRONMENT" | "SQUARE_API_BASE_URL">,
): SquareClient {
  if (!env.SQUARE_ACCESS_TOKEN || !env.SQUARE_LOCATION_ID) throw new Error("SQUARE_ACCESS_TOKEN is not set");
  return createSquareClient({
    accessToken: env.SQUARE_ACCESS_TOKEN,
    environment: env.SQUARE_ENVIRONMENT,
    baseUrl: env.SQUARE_API_BASE_URL,
  });
}

export const CURRENCY = "USD";

/** Square amounts are bigint minor units; ours are integer cents. */
export function money(cents: number) {
  return { amount: BigInt(cents), currency: CURRENCY } as const;
}

export function centsOf(money: { amount?: bigint | null } | undefined): number | null {
  return money?.amount == null ? null : Number(money.amount);
}
