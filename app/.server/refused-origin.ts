import type { Logger } from "pino";

/** React Router's error for a document post from another origin; a `.data` post gets a bare "Bad Request". */
const DOCUMENT_REFUSAL = "The `request.url` origin does not match `origin` header";

/** A post React Router's action origin check turned away: the Origin header names another site. */
export function isRefusedCrossOriginPost(error: unknown, request: Request): boolean {
  if (!(error instanceof Error) || request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("Origin");
  const url = new URL(request.url);
  if (!origin || origin === url.origin) return false;
  return (
    error.message.startsWith(DOCUMENT_REFUSAL) || (error.message === "Bad Request" && url.pathname.endsWith(".data"))
  );
}

/**
 * Logs a refused cross-origin post as a warning, without a stack trace: the request's fault, not the
 * store's (decision 070). False for any other error, which the caller reports as before.
 */
export function warnAboutRefusedOrigin(options: { error: unknown; request: Request; logger: Pick<Logger, "warn"> }) {
  const { error, request, logger } = options;
  if (!isRefusedCrossOriginPost(error, request)) return false;
  const path = new URL(request.url).pathname;
  logger.warn({ method: request.method, path, origin: request.headers.get("Origin") }, "cross-origin post refused");
  return true;
}
