import { Transform } from "node:stream";

const HEAD_END = "</head>";

/**
 * Passes a rendered page through, rewriting only its <head> once it has all arrived: the shell comes in one
 * burst, so holding the head back until `</head>` costs no time, and a tag split across chunks is never missed.
 */
export function rewriteHead(rewrite: (head: string) => string): Transform {
  let pending: Buffer[] = [];
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending.push(chunk);
      const text = Buffer.concat(pending).toString("utf8");
      const end = text.indexOf(HEAD_END);
      if (end === -1) return callback();
      done = true;
      pending = [];
      callback(null, Buffer.from(rewrite(text.slice(0, end)) + text.slice(end), "utf8"));
    },
    flush(callback) {
      callback(null, pending.length ? Buffer.concat(pending) : undefined);
    },
  });
}

/** Module preloads fetched after the stylesheet and the largest image, not before them. */
export function lowerModulePreloads(head: string): string {
  return head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}
