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
      let held = pending.length === 1 ? chunk : Buffer.concat(pending);
      const out: Buffer[] = [];
      for (let stage = stages[next]; stage; stage = stages[next]) {
        const range = stage.find(held);
        if (!range) break;
        out.push(held.subarray(0, range.start));
        out.push(Buffer.from(stage.rewrite(held.subarray(range.start, range.end).toString("utf8")), "utf8"));
        held = held.subarray(range.end);
        next++;
      }
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
