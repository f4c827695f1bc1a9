import type { Transform } from "node:stream";
import { rewriteInOrder, rewriteWhole, type Stage } from "./rewrite-in-order";

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

/** The attribute of the starter that lists the modules to preload. */
const MODULES_ATTRIBUTE = "data-modules";

/**
 * Runs in the browser, as the starter's text: once the browser reports the first contentful paint (where it cannot,
 * a frame after the first; a hidden tab paints nothing, so there it starts at once), it adds the preloads and puts a
 * module script with the waiting one's text and nonce in its place, then leaves. The page is then as React rendered
 * it. Self-contained, since it is sent as source.
 */
function startAfterPaint(starter: HTMLScriptElement, waiting: HTMLScriptElement) {
  const start = () => {
    for (const href of (starter.dataset.modules ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = waiting.nonce;
    script.text = waiting.text;
    waiting.replaceWith(script);
    starter.remove();
  };
  const contentful = (entries: Pick<Performance, "getEntriesByName">) =>
    entries.getEntriesByName("first-contentful-paint").length > 0;
  if (document.visibilityState === "hidden" || contentful(performance)) start();
  else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (!contentful(entries)) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => setTimeout(start));
}

const STARTER_SOURCE = `(${startAfterPaint.toString()})(document.currentScript, document.currentScript.previousElementSibling)`;

/** Where the module script was, it waits as data, followed by the starter under the same nonce. */
export function startModuleScriptAfterPaint(part: string, hrefs: readonly string[]): string {
  const match = MODULE_SCRIPT.exec(part);
  if (!match) return part;
  const [tag, before = "", after = ""] = match;
  const nonce = /\snonce="[^"]*"/.exec(before + after)?.[0] ?? "";
  const waiting = `<script${before} type="${WAITING_TYPE}"${after.replace(/\s*async(="")?/, "")}>`;
  // The addresses come from the preloads' own attributes, so they are already escaped for one.
  const starter = `<script${nonce} ${MODULES_ATTRIBUTE}="${hrefs.join(" ")}">${STARTER_SOURCE}</script>`;
  return part.replace(tag, () => waiting) + starter;
}

/** The modules a rewritten page preloads once it has painted, from its starter (for `npm run bench`). */
export function modulesStartedAfterPaint(html: string): string[] {
  const listed = new RegExp(`<script[^>]* ${MODULES_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  return listed?.split(" ").filter(Boolean) ?? [];
}

/**
 * The page's scripts start loading once it has painted (decision 195): on a phone's slow link the stylesheet and the
 * largest image then have the whole connection, and the scripts, which can only hydrate what has painted, follow.
 * `wholePage` rewrites the page once it has ended instead of as it streams (PLAIN_PATHS=rewrite-in-order).
 */
export function loadScriptsAfterPaint(options: { wholePage?: boolean } = {}): Transform {
  let hrefs: string[] = [];
  const stages: Stage[] = [
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
  ];
  return options.wholePage ? rewriteWhole(stages) : rewriteInOrder(stages);
}
