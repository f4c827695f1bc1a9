import { SquareClient, SquareEnvironment } from "square";

export type SquareClientOptions = {
  accessToken: string;
  environment: "sandbox" | "production";
  /** Overrides the environment's address (tests point the SDK at tests/support/fake-square-server.ts). */
  baseUrl?: string;
};

export function createSquareClient(options: SquareClientOptions): SquareClient {
  const environment = options.environment === "production" ? SquareEnvironment.Production : SquareEnvironment.Sandbox;
  return new SquareClient({
    token: options.accessToken,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : { environment }),
    timeoutInSeconds: 15,
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
