import { Transform } from "node:stream";

/** One rewrite of a streamed page: `end` finds where the part it needs ends (or -1 while it has not all arrived). */
type Stage = { end: (html: string) => number; rewrite: (part: string) => string };

/**
 * Passes a streamed page through, holding back only what each stage needs, in order, then rewriting it. The shell
 * comes in one burst, so holding it costs no time, and a tag split across chunks is never missed. Bytes after a
 * stage's part pass on as they came, so a character split across chunks is never decoded half.
 */
function rewriteInOrder(stages: readonly Stage[]): Transform {
  let pending: Buffer[] = [];
  let next = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (next === stages.length) return callback(null, chunk);
      pending.push(chunk);
      let held = Buffer.concat(pending);
      const out: Buffer[] = [];
      for (let stage = stages[next]; stage; stage = stages[next]) {
        const html = held.toString("utf8");
        const end = stage.end(html);
        if (end === -1) break;
        const part = html.slice(0, end);
        out.push(Buffer.from(stage.rewrite(part), "utf8"));
        held = held.subarray(Buffer.byteLength(part, "utf8"));
        next++;
      }
      pending = next === stages.length || held.length === 0 ? [] : [held];
      if (next === stages.length && held.length > 0) out.push(held);
      callback(null, out.length ? Buffer.concat(out) : undefined);
    },
    flush(callback) {
      callback(null, pending.length ? Buffer.concat(pending) : undefined);
    },
  });
}

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload" [^>]*?href="([^"]*)"[^>]*>/g;
const MODULE_SCRIPT = /<script([^>]*?) type="module"([^>]*)>/;
const SCRIPT_END = "</script>";
/** A type no browser runs: the script's text waits in the page as data. */
const WAITING_TYPE = "text/x-after-paint";

function endOfHead(html: string): number {
  const at = html.indexOf(HEAD_END);
  return at === -1 ? -1 : at;
}

function endOfModuleScript(html: string): number {
  const start = html.search(MODULE_SCRIPT);
  const close = start === -1 ? -1 : html.indexOf(SCRIPT_END, start);
  return close === -1 ? -1 : close + SCRIPT_END.length;
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
      end: endOfHead,
      rewrite: (head) => {
        const taken = takeModulePreloads(head);
        hrefs = taken.hrefs;
        return taken.head;
      },
    },
    { end: endOfModuleScript, rewrite: (part) => startModuleScriptAfterPaint(part, hrefs) },
  ]);
}
