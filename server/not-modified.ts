import type { MiddlewareHandler } from "hono";
import { RETAINED_304_HEADERS } from "hono/etag";
import { replaceResponse } from "./replace-response";

const RETAINED_HEADERS = new Set([...RETAINED_304_HEADERS, "x-cache"]);

function opaqueTag(tag: string): string {
  return tag.trim().replace(/^W\//, "");
}

/** Weak comparison (RFC 9110, 13.1.2): a weak and a strong tag with the same value match. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  const wanted = opaqueTag(etag);
  return ifNoneMatch.split(",").some((tag) => opaqueTag(tag) === wanted);
}

/**
 * Answers 304 Not Modified when If-None-Match matches the response's ETag (cached pages, images).
 * It must run outside secureHeaders: browsers copy a 304's headers onto the page they kept, and a
 * fresh CSP nonce there would block every script of that page, which carries the old one.
 */
export function notModified(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const ifNoneMatch = c.req.header("If-None-Match");
    const etag = c.res.headers.get("ETag");
    const conditional = c.req.method === "GET" || c.req.method === "HEAD";
    if (!conditional || c.res.status !== 200 || !ifNoneMatch || !etag || !etagMatches(ifNoneMatch, etag)) return;
    await c.res.body?.cancel();
    const headers = new Headers();
    for (const [name, value] of c.res.headers) if (RETAINED_HEADERS.has(name)) headers.set(name, value);
    replaceResponse(c, new Response(null, { status: 304, headers }));
  };
}
