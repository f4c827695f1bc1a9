import type { AppLoadContext } from "react-router";
import { isLocalUrl } from "~/.server/env";

declare module "react-router" {
  interface AppLoadContext {
    /** The connecting client's address, as the HTTP layer saw it (server/app.ts). */
    clientIp?: string;
  }
}

/**
 * Better Auth reads the client's address from this header only (see auth.ts). It is never taken from the
 * browser: authHeaders() drops whatever came in and sets the address the server itself saw.
 */
export const CLIENT_IP_HEADER = "x-store-client-ip";

/** The request's headers for a Better Auth call, carrying the trusted client address. */
export function authHeaders(request: Request, context?: AppLoadContext): Headers {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (context?.clientIp) headers.set(CLIENT_IP_HEADER, context.clientIp);
  return headers;
}

/** The request as Better Auth's own handler should see it: the same, with the trusted client address. */
export function authRequest(request: Request, context?: AppLoadContext): Request {
  return new Request(request, { headers: authHeaders(request, context) });
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origin links and checks use. A store on localhost answers on whatever local port it was started on
 * (browser tests pick one), so there the request's own loopback origin counts; elsewhere only PUBLIC_URL.
 */
export function siteOrigin(options: { publicUrl: string; request?: Request }): string {
  const { publicUrl, request } = options;
  if (request && isLocalUrl(publicUrl)) {
    const url = new URL(request.url);
    if (LOOPBACK_HOSTS.includes(url.hostname)) return url.origin;
  }
  return new URL(publicUrl).origin;
}

/** Hosts Better Auth may take its base URL from on a localhost store (dynamic base URL, see auth.ts). */
export const LOOPBACK_HOST_PATTERNS = LOOPBACK_HOSTS.flatMap((host) => [host, `${host}:*`]);

/**
 * Form posts that sign in or change an account must come from this site's own pages: a cross-site form
 * could otherwise sign a shopper into an attacker's account. Browsers send Origin with every POST.
 */
export function isSameOriginPost(options: { publicUrl: string; request: Request }): boolean {
  const origin = options.request.headers.get("Origin");
  return origin !== null && origin === siteOrigin(options);
}
