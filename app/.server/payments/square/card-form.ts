import type { Env } from "~/.server/env";
import type { CardFormSources } from "../provider";

/** The store's own page with Square's card form (app/routes/square-card.tsx): Square has no hosted one. */
export const SQUARE_CARD_PATH = "/square-card";

/** Where Square serves the Web Payments SDK, and what its card form loads, frames and calls (Square's CSP guide). */
const WEB_SDK = {
  sandbox: {
    scriptUrl: "https://sandbox.web.squarecdn.com/v1/square.js",
    cdn: "https://sandbox.web.squarecdn.com",
    pciConnect: "https://pci-connect.squareupsandbox.com",
  },
  production: {
    scriptUrl: "https://web.squarecdn.com/v1/square.js",
    cdn: "https://web.squarecdn.com",
    pciConnect: "https://pci-connect.squareup.com",
  },
} as const;

type CardFormEnv = Pick<
  Env,
  "SQUARE_ACCESS_TOKEN" | "SQUARE_APPLICATION_ID" | "SQUARE_LOCATION_ID" | "SQUARE_ENVIRONMENT" | "SQUARE_WEB_SDK_URL"
>;

/** What the card form page needs; null when no Square application is set, so Square offers no card-saving page. */
export function squareCardForm(env: CardFormEnv): { sdkUrl: string; applicationId: string; locationId: string } | null {
  if (!env.SQUARE_ACCESS_TOKEN || !env.SQUARE_APPLICATION_ID || !env.SQUARE_LOCATION_ID) return null;
  return {
    sdkUrl: env.SQUARE_WEB_SDK_URL ?? WEB_SDK[env.SQUARE_ENVIRONMENT].scriptUrl,
    applicationId: env.SQUARE_APPLICATION_ID,
    locationId: env.SQUARE_LOCATION_ID,
  };
}

/** The CSP's additions for the card form; a stand-in SDK (SQUARE_WEB_SDK_URL) serves everything from its origin. */
export function squareCardFormSources(env: CardFormEnv): CardFormSources {
  if (!squareCardForm(env)) return { scriptSrc: [], frameSrc: [], connectSrc: [] };
  if (env.SQUARE_WEB_SDK_URL) {
    const origin = new URL(env.SQUARE_WEB_SDK_URL).origin;
    return { scriptSrc: [origin], frameSrc: [origin], connectSrc: [origin] };
  }
  const { cdn, pciConnect } = WEB_SDK[env.SQUARE_ENVIRONMENT];
  return { scriptSrc: [cdn], frameSrc: [cdn], connectSrc: [cdn, pciConnect] };
}
