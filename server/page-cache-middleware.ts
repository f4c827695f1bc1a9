import type { Context, MiddlewareHandler, Next } from "hono";
import { gzipParts, gzipWithNonce } from "./gzip-around-nonce";
import { acceptsGzip } from "./gzip-format";
import { type CachedPage, type PageCache, renderCachedPage, toCachedPage } from "./page-cache";
import type { PageCacheKey } from "./page-cache-key";
import { replaceResponse } from "./replace-response";
import type { AppEnv } from "./types";

/**
 * Only a browser test's injected fault (server/fault-injection.ts) makes a catalogue page differ between visitors,
 * and only while FAULT_INJECTION is on: otherwise the cookie changes nothing, and honouring it would let anyone
 * skip the cache at will. A session cookie does not: no cached page's loader reads the session (the shopper's own
 * review, cart, favourites and account load in the browser; decision 151), so signed-in shoppers get cached pages.
 */
const UNCACHED_COOKIE = /^store-fault$/i;

export function bypassesPageCache(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => UNCACHED_COOKIE.test(pair.split("=", 1)[0]?.trim() ?? ""));
}

/** Browsers revalidate every time; the ETag makes that a 304 when nothing changed. */
const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Headers that describe one response rather than the page. */
const PER_RESPONSE_HEADERS = ["cache-control", "content-length", "date", "etag"];

/**
 * A route keeps a page out of the cache by setting a cookie or a private / no-store Cache-Control. Only a
 * shared page (the not-found page) may be stored as a 404: one entry, however many addresses are probed.
 */
function isStorable(response: Response, shared: boolean): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  const status = shared ? 404 : 200;
  return response.status === status && !response.headers.has("Set-Cookie") && !/private|no-store/i.test(cacheControl);
}

/**
 * The page with this response's nonce; gzip-encoded, from its parts compressed once (gzip-around-nonce.ts), when
 * the client takes gzip.
 */
function pageResponse(page: CachedPage, options: { nonce: string; outcome: "HIT" | "MISS"; gzip: boolean }): Response {
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  headers.set("ETag", page.etag);
  headers.set("X-Cache", options.outcome);
  headers.set("Vary", "Accept-Encoding");
  if (!options.gzip) return new Response(renderCachedPage(page, options.nonce), { status: page.status, headers });
  page.gzipParts ??= gzipParts(page.bodyParts);
  headers.set("Content-Encoding", "gzip");
  const body = gzipWithNonce(page.gzipParts, options.nonce) as Uint8Array<ArrayBuffer>;
  return new Response(body, { status: page.status, headers });
}

/** Renders the page for this request and stores it when it may be shared. */
async function renderIntoCache(
  c: Context<AppEnv>,
  next: Next,
  options: { cache: PageCache; key: string; shared: boolean; tags: string[]; nonce: string },
): Promise<CachedPage | undefined> {
  const { cache, key, shared, tags, nonce } = options;
  const catalogMark = cache.catalogMark();
  await next();
  if (!isStorable(c.res, shared)) return undefined;
  const headers = new Headers(c.res.headers);
  for (const name of PER_RESPONSE_HEADERS) headers.delete(name);
  // Buffered rather than streamed, so even the first response carries its ETag.
  const body = await c.res.text();
  const storedAt = cache.now();
  const page = toCachedPage({ status: c.res.status, body, nonce, headers, storedAt, catalogMark, tags });
  cache.set(key, page);
  return page;
}

/**
 * Serves anonymous GETs of catalogue pages from the page cache, with this response's own CSP nonce
 * (the one secureHeaders put in the header) substituted into the stored body. Concurrent misses for
 * a page wait for one render instead of all rendering it (a large catalogue makes renders slow).
 * `gzipAroundNonce: false` (PLAIN_PATHS=gzip-around-nonce) answers plain pages for the compression around
 * this middleware to gzip whole, as before decision 194.
 */
export function pageCacheMiddleware(options: {
  cache: PageCache;
  keyOf: PageCacheKey;
  gzipAroundNonce?: boolean;
  /** FAULT_INJECTION is on: a request naming a fault is rendered for itself (bypassesPageCache). */
  faultInjection?: boolean;
}): MiddlewareHandler<AppEnv> {
  const { cache, keyOf, gzipAroundNonce = true, faultInjection = false } = options;
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  return async (c, next) => {
    const cacheKey = c.req.method === "GET" ? keyOf(new URL(c.req.url)) : undefined;
    if (cacheKey === undefined) return next();
    const { key, shared, tags } = cacheKey;
    if (faultInjection && bypassesPageCache(c.req.header("Cookie"))) {
      await next();
      // A rendered fault: no shared cache may keep it unless the route said otherwise.
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-cache");
      c.res.headers.set("X-Cache", "BYPASS");
      return;
    }
    const nonce = c.get("secureHeadersNonce");
    if (!nonce) return next();
    const inProgress = rendering.get(key);
    // Awaited only when there is a render to wait for: a needless await would let a second miss slip in.
    const hit = cache.get(key) ?? (inProgress && (await inProgress));
    const gzip = gzipAroundNonce && acceptsGzip(c.req.header("Accept-Encoding"));
    if (hit) return pageResponse(hit, { nonce, outcome: "HIT", gzip });

    const render = renderIntoCache(c, next, { cache, key, shared, tags, nonce });
    rendering.set(key, render);
    let page: CachedPage | undefined;
    try {
      page = await render;
    } finally {
      if (rendering.get(key) === render) rendering.delete(key);
    }
    if (page) replaceResponse(c, pageResponse(page, { nonce, outcome: "MISS", gzip }));
    else c.res.headers.set("X-Cache", "MISS");
  };
}
