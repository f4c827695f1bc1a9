import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { rewriteHead, tidyModulePreloads } from "~/.server/html/head-rewrite";

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js"/>' +
  '<link rel="modulepreload" href="/r.js"/><title>Crème brûlée</title></head><body><p>Whey — 5 lb</p>' +
  '<link rel="modulepreload" href="/body.js"/></body></html>';

/** The page sent through the rewrite cut into chunks of `size` bytes, as a socket may deliver it. */
async function rewrittenInChunks(size: number): Promise<string> {
  const bytes = Buffer.from(PAGE, "utf8");
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(rewriteHead(tidyModulePreloads)));
}

describe("rewriteHead", () => {
  it("lowers every module preload of the head, however the page is cut, and leaves the body alone", async () => {
    for (const size of [1, 2, 3, 7, 64, 4096]) {
      const page = await rewrittenInChunks(size);
      expect(page.match(/fetchpriority="low"/g)).toHaveLength(2);
      expect(page).toContain('<link rel="modulepreload" fetchpriority="low" href="/r.js"/>');
      expect(page).toContain('<link rel="modulepreload" href="/body.js"/>');
      expect(page).toContain("<title>Crème brûlée</title>");
      expect(page).toContain("Whey — 5 lb");
    }
  });

  it("keeps each module preload once, without its nonce", () => {
    const head =
      '<link nonce="n1" rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/e.js" nonce="n1"/>' +
      '<link rel="modulepreload" href="/r.js" nonce="n1"/><link rel="modulepreload" href="/e.js" nonce="n1"/>';
    expect(tidyModulePreloads(head)).toBe(
      '<link nonce="n1" rel="icon" href="/favicon.svg"/><link rel="modulepreload" fetchpriority="low" href="/e.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/r.js"/>',
    );
  });

  it("passes on a response with no head unchanged", async () => {
    const page = await text(Readable.from([Buffer.from("<p>no head here</p>")]).pipe(rewriteHead(tidyModulePreloads)));
    expect(page).toBe("<p>no head here</p>");
  });
});
