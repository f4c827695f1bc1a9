import { Transform } from "node:stream";

/**
 * One rewrite of a streamed page. `closing` is the tag that ends the part it needs: until a chunk brings it, the
 * chunks are only held. Then `find` gives the byte range it changes (or nothing if it is not all there yet);
 * bytes before `start` pass on untouched and undecoded.
 */
type Stage = {
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
function rewriteInOrder(stages: readonly Stage[]): Transform {
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

// As bytes, searched in bytes: a string needle would be encoded again on every search.
const HEAD_END = Buffer.from("</head>");
const MODULE_PRELOAD = /<link rel="modulepreload" [^>]*?href="([^"]*)"[^>]*>/g;
const MODULE_TYPE = Buffer.from(' type="module"');
const MODULE_SCRIPT = /<script([^>]*?) type="module"([^>]*)>/;
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
/** A type no browser runs: the script's text waits in the page as data. */
const WAITING_TYPE = "text/x-after-paint";

function findHead(held: Buffer): { start: number; end: number } | undefined {
  const end = held.indexOf(HEAD_END);
  return end === -1 ? undefined : { start: 0, end };
}

function findModuleScript(held: Buffer): { start: number; end: number } | undefined {
  const type = held.indexOf(MODULE_TYPE);
  const close = type === -1 ? -1 : held.indexOf(SCRIPT_END, type);
  const start = close === -1 ? -1 : held.lastIndexOf(SCRIPT_START, type);
  return start === -1 ? undefined : { start, end: close + SCRIPT_END.length };
}

/** The head without its module preloads, and their addresses in order, each once (React Router repeats one). */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs = new Set<string>();
  const rest = head.replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.add(href);
    return "";
  });
  return { head: rest, hrefs: [...hrefs] };
}

/**
 * Where the module script was, it waits as data, followed by a small script that starts it, with the preloads, once
 * the browser reports the first contentful paint (where it cannot, a frame after the first; a hidden tab paints
 * nothing, so there it starts at once). Both then leave the page as React rendered it: a module script in its place.
 */
export function startModuleScriptAfterPaint(part: string, hrefs: readonly string[]): string {
  const match = MODULE_SCRIPT.exec(part);
  if (!match) return part;
  const [tag, before = "", after = ""] = match;
  const nonce = /\snonce="[^"]*"/.exec(before + after)?.[0] ?? "";
  const waiting = `<script${before} type="${WAITING_TYPE}"${after.replace(/\s*async(="")?/, "")}>`;
  // The addresses come from the preloads' own attributes, so they are already escaped for one.
  const starter = `<script${nonce} data-modules="${hrefs.join(" ")}">((starter, waiting) => {
const start = () => {
for (const href of starter.dataset.modules.split(" ").filter(Boolean)) {
const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link);
}
const script = document.createElement("script"); script.type = "module"; script.nonce = waiting.nonce; script.text = waiting.text;
waiting.replaceWith(script); starter.remove();
};
const contentful = (entries) => entries.getEntriesByName("first-contentful-paint").length > 0;
if (document.visibilityState === "hidden" || contentful(performance)) start();
else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
new PerformanceObserver((entries, observer) => { if (contentful(entries)) { observer.disconnect(); start(); } }).observe({ type: "paint", buffered: true });
} else requestAnimationFrame(() => setTimeout(start));
})(document.currentScript, document.currentScript.previousElementSibling)</script>`;
  return part.replace(tag, waiting) + starter;
}

/**
 * The page's scripts start loading once it has painted (decision 195): on a phone's slow link the stylesheet and the
 * largest image then have the whole connection, and the scripts, which can only hydrate what has painted, follow.
 */
export function loadScriptsAfterPaint(): Transform {
  let hrefs: string[] = [];
  return rewriteInOrder([
    {
      closing: HEAD_END,
      find: findHead,
      rewrite: (head) => {
        const taken = takeModulePreloads(head);
        hrefs = taken.hrefs;
        return taken.head;
      },
    },
    { closing: SCRIPT_END, find: findModuleScript, rewrite: (part) => startModuleScriptAfterPaint(part, hrefs) },
  ]);
}
