/**
 * Engine room (decision 227). Replaces Hono's `compress()` gzipping rendered pages through the web
 * `CompressionStream`, which sent every few kilobytes to the thread pool and held its output until the page ended.
 * Figure: the uncached product page at 50,000 products on PGlite, alone, gzip asked, timed to its last byte, went
 * from 15.6–16.0 ms to 14.4–15.6 ms at the same size (10,512 bytes against 10,503), and the shell now leaves when it
 * is rendered (interleaved builds; docs/performance.md, fifth round; decision 197). Switch: `PLAIN_PATHS=gzip-pages`
 * leaves pages to `compress()` again; tests/unit/server/gzip-pages.test.ts ("gzipPages's plain path") shows both
 * give the same unpacked bytes and headers.
 */
import type { MiddlewareHandler } from "hono";
import { acceptsGzip, DEFLATE_WINDOW, deflateFlushed, FINAL_BLOCK, GZIP_HEADER, GzipTrailer } from "./gzip-format";
import { replaceResponse } from "./replace-response";

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * A page's bytes gzip-encoded as they stream (decision 197). What the renderer writes in one turn of the event loop
 * is deflated at once, on this thread, and flushed: the shell reaches the browser before the data that follows it.
 * Each turn's blocks may refer back into the text before it, so the page is as small as gzip makes it in one piece.
 * A web CompressionStream instead sent every few kilobytes the renderer wrote to the thread pool and back, and held
 * its output until the page ended.
 */
export function gzipStream(): TransformStream<Uint8Array, Uint8Array> {
  let waiting: Buffer[] = [];
  let before = Buffer.alloc(0);
  let headerSent = false;
  let turn: NodeJS.Immediate | undefined;
  const trailer = new GzipTrailer();
  /** The gzip header before the first bytes sent, nothing after. */
  const header = (): Buffer[] => {
    if (headerSent) return [];
    headerSent = true;
    return [GZIP_HEADER];
  };

  const deflateWaiting = (): Buffer[] => {
    turn = undefined;
    const plain = Buffer.concat(waiting);
    waiting = [];
    if (plain.length === 0) return [];
    const deflated = deflateFlushed(plain, before);
    trailer.add(plain);
    before = Buffer.concat([before, plain]).subarray(-DEFLATE_WINDOW);
    return [...header(), deflated];
  };

  return new TransformStream({
    transform(chunk, controller) {
      waiting.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      turn ??= setImmediate(() => {
        const deflated = Buffer.concat(deflateWaiting());
        try {
          controller.enqueue(deflated);
        } catch {
          // The client hung up and the stream is closed: there is nobody left to send this turn's bytes to.
        }
      });
    },
    flush(controller) {
      if (turn) clearImmediate(turn);
      const rest = deflateWaiting();
      controller.enqueue(Buffer.concat([...rest, ...header(), FINAL_BLOCK, trailer.bytes()]));
    },
  });
}

/**
 * Gzips the store's HTML responses with `gzipStream` for clients that take gzip; other bodies (files, JSON) are
 * left to the general compression middleware, which skips a response that already has an encoding.
 */
export function gzipPages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    const html = res.headers.get("Content-Type")?.startsWith("text/html") ?? false;
    if (!html || !res.body || c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    if (!acceptsGzip(c.req.header("Accept-Encoding"))) return;
    const headers = new Headers(res.headers);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", "gzip");
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    replaceResponse(c, new Response(res.body.pipeThrough(gzipStream()), { status: res.status, headers }));
  };
}
