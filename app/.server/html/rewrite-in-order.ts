/**
 * Engine room (decision 227). Replaces rewriting the page once it has all arrived (`rewriteWhole` below), which
 * holds the shell back until the page ends; the first streamed version also decoded all it held at every chunk.
 * Figure: searching the bytes, only when a chunk brings the closing tag, costs 0.11 ms a page in a profile, and the
 * uncached product page at 50,000 products on PostgreSQL went from 9.6 ms alone and 211 pages a second to 8.5 ms and
 * 233 (`npm run bench -- --products 50000 --page-cache off`, runs one after the other; docs/performance.md, fourth
 * round). Switch: `PLAIN_PATHS=rewrite-in-order` rewrites whole pages; tests/unit/html/scripts-after-paint.test.ts
 * ("loadScriptsAfterPaint's plain path") shows both give the same bytes however the page is cut.
 */
import { Transform } from "node:stream";

/**
 * One rewrite of a streamed page. `closing` is the tag that ends the part it needs: until a chunk brings it, the
 * chunks are only held. Then `find` gives the byte range it changes (or nothing if it is not all there yet);
 * bytes before `start` pass on untouched and undecoded.
 */
export type Stage = {
  closing: Buffer;
  find: (held: Buffer) => { start: number; end: number } | undefined;
  rewrite: (part: string) => string;
};

/** Enough of the previous chunk to find a closing tag cut between two chunks. */
const SEAM_BYTES = 16;

/**
 * Runs the stages from `next` on while each finds its part in `held`: the bytes that may go on, rewritten, what is
 * left held, and the stage that comes next.
 */
function rewriteHeld(options: { held: Buffer; stages: readonly Stage[]; next: number }) {
  let { held, next } = options;
  const out: Buffer[] = [];
  for (let stage = options.stages[next]; stage; stage = options.stages[next]) {
    const range = stage.find(held);
    if (!range) break;
    out.push(held.subarray(0, range.start));
    out.push(Buffer.from(stage.rewrite(held.subarray(range.start, range.end).toString("utf8")), "utf8"));
    held = held.subarray(range.end);
    next++;
  }
  return { out, held, next };
}

/**
 * The plain path `rewriteInOrder` replaces (PLAIN_PATHS=rewrite-in-order, decision 227): the whole page held, then
 * rewritten in one pass. The same bytes, but nothing reaches the browser before the page has ended.
 */
export function rewriteWhole(stages: readonly Stage[]): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      const { out, held } = rewriteHeld({ held: Buffer.concat(chunks), stages, next: 0 });
      callback(null, Buffer.concat([...out, held]));
    },
  });
}

/**
 * Passes a streamed page through, holding back only what each stage needs, in order, then rewriting it. The shell
 * comes in one burst, so holding it costs no time, and a tag split across chunks is never missed. The markers are
 * ASCII, so they are found in the bytes: only the parts rewritten are decoded, and a character split across chunks
 * is never decoded half. A chunk without the closing tag is not searched again with all before it.
 */
export function rewriteInOrder(stages: readonly Stage[]): Transform {
  let pending: Buffer[] = [];
  let seam: Buffer = Buffer.alloc(0);
  let next = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (next === stages.length) return callback(null, chunk);
      pending.push(chunk);
      const edge = Buffer.concat([seam, chunk.subarray(0, SEAM_BYTES)]);
      seam = chunk.length >= SEAM_BYTES ? chunk.subarray(-SEAM_BYTES) : edge.subarray(-SEAM_BYTES);
      const closing = stages[next]?.closing;
      if (closing && chunk.indexOf(closing) === -1 && edge.indexOf(closing) === -1) return callback();
      const rewritten = rewriteHeld({ held: pending.length === 1 ? chunk : Buffer.concat(pending), stages, next });
      const { out, held } = rewritten;
      next = rewritten.next;
      if (next === stages.length) {
        out.push(held);
        pending = [];
      } else pending = held.length === 0 ? [] : [held];
      const ready = out.filter((part) => part.length > 0);
      callback(null, ready.length ? Buffer.concat(ready) : undefined);
    },
    flush(callback) {
      callback(null, pending.length ? Buffer.concat(pending) : undefined);
    },
  });
}
