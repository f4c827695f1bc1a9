import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  loadScriptsAfterPaint,
  modulesStartedAfterPaint,
  startModuleScriptAfterPaint,
  takeModulePreloads,
} from "~/.server/html/scripts-after-paint";

const MODULE_SCRIPT = '<script nonce="n1" type="module" async="">import "/r.js";\nimport("/e.js");</script>';
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/r.js" nonce="n1"/><link rel="modulepreload" href="/e.js" nonce="n1"/>' +
  `<title>Crème brûlée</title></head><body><p>Whey — 5 lb</p><script nonce="n1">window.context = {};</script>${MODULE_SCRIPT}` +
  '<script nonce="n1">enqueue("Ünïcödé — 🍫")</script></body></html>';

/** The page sent through the rewrite cut into chunks of `size` bytes, as a socket may deliver it. */
async function rewrittenInChunks(page: string, size: number, options: { wholePage?: boolean } = {}): Promise<string> {
  const bytes = Buffer.from(page, "utf8");
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(loadScriptsAfterPaint(options)));
}

describe("loadScriptsAfterPaint", () => {
  it("moves the preloads and the module script after the first paint, however the page is cut", async () => {
    for (const size of [1, 2, 3, 7, 64, 4096]) {
      const page = await rewrittenInChunks(PAGE, size);
      expect(page).not.toContain('<link rel="modulepreload"');
      expect(page).not.toContain('type="module"');
      expect(page).toContain('<script nonce="n1" type="text/x-after-paint">import "/r.js";');
      expect(page).toContain('<script nonce="n1" data-modules="/e.js /r.js">');
      // Everything else passes unchanged, characters split across chunks included.
      expect(page).toContain('<link rel="stylesheet" href="/a.css"/><title>Crème brûlée</title></head>');
      expect(page).toContain("<p>Whey — 5 lb</p>");
      expect(page.endsWith('<script nonce="n1">enqueue("Ünïcödé — 🍫")</script></body></html>')).toBe(true);
    }
  });

  it("passes on a response with no head, or no module script, unchanged", async () => {
    expect(await rewrittenInChunks("<p>no head here</p>", 5)).toBe("<p>no head here</p>");
    const noScript = "<html><head><title>t</title></head><body><p>plain — page</p></body></html>";
    expect(await rewrittenInChunks(noScript, 3)).toBe(noScript);
  });
});

// The engine-room check (decision 227): the streamed rewrite against the plain path it replaced.
describe("loadScriptsAfterPaint's plain path (PLAIN_PATHS=rewrite-in-order)", () => {
  const pages = {
    "a page": PAGE,
    "a page with no module script": "<html><head><title>t</title></head><body><p>plain — page</p></body></html>",
    "a page with no head": "<p>no head here</p>",
  };

  it.each(Object.entries(pages))("gives the same bytes for %s, however it is cut", async (_name, page) => {
    const whole = await rewrittenInChunks(page, Number.MAX_SAFE_INTEGER, { wholePage: true });
    for (const size of [1, 2, 3, 7, 16, 17, 64, 4096]) {
      expect(await rewrittenInChunks(page, size)).toBe(whole);
      expect(await rewrittenInChunks(page, size, { wholePage: true })).toBe(whole);
    }
  });

  it("rewrites the page on both paths, so the comparison is not of two untouched copies", async () => {
    const whole = await rewrittenInChunks(PAGE, 5, { wholePage: true });
    expect(whole).not.toBe(PAGE);
    expect(whole).toContain('data-modules="/e.js /r.js"');
  });

  it("holds the whole page on the plain path: nothing leaves before its end", async () => {
    const rewrite = loadScriptsAfterPaint({ wholePage: true });
    const sent: Buffer[] = [];
    rewrite.on("data", (chunk: Buffer) => sent.push(chunk));
    rewrite.write(Buffer.from(PAGE.slice(0, PAGE.indexOf("</body>"))));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([]);
    rewrite.end(Buffer.from(PAGE.slice(PAGE.indexOf("</body>"))));
    await new Promise((resolve) => rewrite.once("end", resolve));
    expect(Buffer.concat(sent).toString()).toBe(await rewrittenInChunks(PAGE, 64));
  });
});

describe("takeModulePreloads", () => {
  it("takes each module preload once, in order, and leaves the other links", () => {
    const head =
      '<link nonce="n1" rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/e.js" nonce="n1"/>' +
      '<link rel="modulepreload" fetchpriority="low" href="/r.js"/><link rel="modulepreload" href="/e.js"/>';
    expect(takeModulePreloads(head)).toEqual({
      head: '<link nonce="n1" rel="icon" href="/favicon.svg"/>',
      hrefs: ["/e.js", "/r.js"],
    });
  });
});

describe("startModuleScriptAfterPaint", () => {
  it("leaves the module script's text as data and follows it with a starter carrying the same nonce", () => {
    const rewritten = startModuleScriptAfterPaint(`<body><p>x</p>${MODULE_SCRIPT}`, ["/e.js", "/r.js"]);
    expect(rewritten.startsWith('<body><p>x</p><script nonce="n1" type="text/x-after-paint">import "/r.js";')).toBe(
      true,
    );
    const starter = rewritten.slice(rewritten.indexOf("</script>") + "</script>".length);
    expect(starter).toMatch(/^<script nonce="n1" data-modules="\/e\.js \/r\.js">[^<]*first-contentful-paint/);
    expect(starter.endsWith("</script>")).toBe(true);
    expect(modulesStartedAfterPaint(rewritten)).toEqual(["/e.js", "/r.js"]);
  });

  it("changes nothing without a module script", () => {
    expect(startModuleScriptAfterPaint("<body><p>x</p>", ["/e.js"])).toBe("<body><p>x</p>");
  });
});
