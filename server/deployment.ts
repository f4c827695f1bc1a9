import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { siteOrigin } from "~/.server/auth/request";
import { socialProviderConfigs } from "~/.server/auth/social-providers";
import { type Env, hasPublicTestPayments } from "~/.server/env";
import { selectProviderName } from "~/.server/payments";
import type { CardFormSources } from "~/.server/payments/provider";
import { PAYMENT_PROVIDERS } from "~/.server/payments/providers";
import { type TrustProxy, trustProxyFrom } from "./trust-proxy";

/** Where the store runs, as the HTTP layer needs it: proxies to trust, origins forms may come from and go to. */
export type Deployment = {
  trustProxy: TrustProxy;
  /** Hosts whose pages may post to actions although Node saw another origin (the proxy's TLS, decision 070). */
  allowedActionOrigins: string[];
  /** CSP form-action: a form post, and the redirects it follows, may only lead here. */
  formActionSources: string[];
  /** CSP additions for the active provider's card form on the store's own page (Square's Web Payments SDK). */
  cardFormSources: CardFormSources;
  /**
   * The only origin a post may come from, given the URL the client used (decision 200): PUBLIC_URL's, scheme
   * included; on a localhost store, the loopback origin the browser is on, as Better Auth takes it (auth/request.ts).
   */
  storeOrigin: (clientUrl: URL) => string;
};

/**
 * The store's own pages, plus where a form may redirect off-site without JavaScript: the hosted checkout
 * (its origins come from the payment provider's row in the registry; the test provider's is on this site) and
 * each configured sign-in provider's authorization page.
 */
export function formActionSources(env: Env): string[] {
  const checkout = PAYMENT_PROVIDERS[selectProviderName(env)].checkoutOrigins(env);
  const signIn = socialProviderConfigs(env).flatMap((config) =>
    config.authorizationUrl ? [new URL(config.authorizationUrl).origin] : [],
  );
  return ["'self'", ...new Set([...checkout, ...signIn])];
}

/** The active provider's card form: where its script, frames and calls may go; nothing for a provider without one. */
export function cardFormSources(env: Env): CardFormSources {
  const sources = PAYMENT_PROVIDERS[selectProviderName(env)].cardFormSources?.(env);
  return sources ?? { scriptSrc: [], frameSrc: [], connectSrc: [] };
}

export function deploymentFromEnv(env: Env): Deployment {
  return {
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    allowedActionOrigins: [new URL(env.PUBLIC_URL).host],
    formActionSources: formActionSources(env),
    cardFormSources: cardFormSources(env),
    storeOrigin: (clientUrl) => siteOrigin({ publicUrl: env.PUBLIC_URL, request: new Request(clientUrl) }),
  };
}

/** The build with the action origins React Router accepts besides the request's own (set at run time). */
export function withAllowedActionOrigins(build: ServerBuild, deployment: Deployment): ServerBuild {
  return { ...build, allowedActionOrigins: deployment.allowedActionOrigins };
}

/** Deliberate but risky settings are said once at start, where whoever runs the store reads them. */
export function warnAboutDeployment(env: Env, logger: Pick<Logger, "warn">) {
  if (hasPublicTestPayments(env)) {
    logger.warn(
      { PUBLIC_URL: env.PUBLIC_URL, PAYMENT_PROVIDER: env.PAYMENT_PROVIDER },
      "test payments on a public store (ALLOW_TEST_PAYMENTS_IN_PUBLIC=true): anyone can buy with a test card",
    );
  }
}

/** Browser features the store never uses, refused to every page and anything it embeds. */
export const PERMISSIONS_POLICY = {
  camera: false,
  microphone: false,
  geolocation: false,
  payment: false,
  usb: false,
  browsingTopics: false,
};
