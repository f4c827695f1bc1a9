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

const MODULE_PRELOAD = /<link rel="modulepreload" ([^>]*?)\/?>/g;

/**
 * Module preloads fetched after the stylesheet and the largest image, not before them; each file once (React Router
 * repeats the client entry); without a nonce, which `script-src 'self'` makes needless for our own files and which
 * would split a cached page into one more part for every preload (gzip-around-nonce.ts).
 */
export function tidyModulePreloads(head: string): string {
  const seen = new Set<string>();
  return head.replace(MODULE_PRELOAD, (tag, attributes: string) => {
    const href = attributes.match(/href="([^"]*)"/)?.[1];
    if (href === undefined) return tag;
    if (seen.has(href)) return "";
    seen.add(href);
    return `<link rel="modulepreload" fetchpriority="low" ${attributes.replace(/\s*nonce="[^"]*"/, "").trim()}/>`;
  });
}
