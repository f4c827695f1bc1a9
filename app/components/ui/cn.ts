import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names; a later Tailwind utility replaces an earlier one that sets the same thing (same
 * variants, same group: `px-6 px-4` keeps `px-4`, `text-sm text-white` keeps both). This is the part of
 * tailwind-merge the store uses, in about 2 KB instead of 8.5 KB of every first download (decisions 007, 059);
 * tests/unit/cn.test.ts checks it against tailwind-merge on every class list written in app/.
 * A utility of a group not listed here never replaces another.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const known = merged.get(joined);
  if (known !== undefined) return known;
  const result = mergeClasses(joined);
  if (merged.size < MERGED_LIMIT) merged.set(joined, result);
  return result;
}

/**
 * The same class lists come back on every render (a server's profile had merging at 3.5% of its time), so each
 * distinct list is merged once; past the limit, new ones are merged each time rather than grow the map.
 */
const merged = new Map<string, string>();
const MERGED_LIMIT = 2000;

function mergeClasses(joined: string): string {
  const kept: string[] = [];
  const taken = new Set<string>();
  const tokens = joined.split(" ");
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as string;
    const { variants, group } = classify(token);
    if (group === null) {
      kept.push(token);
      continue;
    }
    if (taken.has(variants + group)) continue;
    kept.push(token);
    for (const covered of [group, ...(COVERS[group] ?? [])]) taken.add(variants + covered);
  }
  return kept.reverse().join(" ");
}

const SIZES = /^(?:\d*xs|sm|base|md|lg|\d*xl)$/;
const NUMERIC = /^(?:\d+(?:\.\d+)?|px|\[\d[^\]]*\])$/;
const LINE_STYLES = new Set(["solid", "dashed", "dotted", "double", "none", "hidden"]);

/** Keywords that are a group by themselves. */
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display: "block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  case: "uppercase lowercase capitalize normal-case",
  "font-style": "italic not-italic",
  "text-decoration": "underline overline line-through no-underline",
  "sr-only": "sr-only not-sr-only",
  "font-smoothing": "antialiased subpixel-antialiased",
  "numeric-spacing": "tabular-nums proportional-nums",
  "text-wrap": "text-wrap text-nowrap text-balance text-pretty",
  animate: "animate-none animate-spin animate-ping animate-pulse animate-bounce",
  truncate: "truncate",
})) {
  for (const word of words.split(" ")) KEYWORDS[word] = group;
}

/** Prefixes of groups whose value never changes the group; the longest that fits counts (`min-w`, not `w`). */
const PREFIXES = [
  "break-after",
  "break-before",
  "break-inside",
  "underline-offset",
  "outline-offset",
  "ring-offset",
  "pointer-events",
  "grid-cols",
  "grid-rows",
  "col-span",
  "row-span",
  "line-clamp",
  "translate-x",
  "translate-y",
  "space-x",
  "space-y",
  "overflow-x",
  "overflow-y",
  "inset-x",
  "inset-y",
  "whitespace",
  "transition",
  "tracking",
  "duration",
  "justify",
  "leading",
  "rounded-tl",
  "rounded-tr",
  "rounded-bl",
  "rounded-br",
  "rounded-t",
  "rounded-r",
  "rounded-b",
  "rounded-l",
  "rounded",
  "overflow",
  "justify-self",
  "justify-items",
  "divide-x",
  "divide-y",
  "opacity",
  "content",
  "accent",
  "min-w",
  "min-h",
  "max-w",
  "max-h",
  "cursor",
  "select",
  "aspect",
  "basis",
  "shrink",
  "gap-x",
  "gap-y",
  "inset",
  "items",
  "order",
  "scale",
  "rotate",
  "origin",
  "align",
  "delay",
  "break",
  "grow",
  "size",
  "self",
  "ease",
  "fill",
  "list",
  "top",
  "right",
  "bottom",
  "left",
  "gap",
  "px",
  "py",
  "ps",
  "pe",
  "pt",
  "pr",
  "pb",
  "pl",
  "mx",
  "my",
  "ms",
  "me",
  "mt",
  "mr",
  "mb",
  "ml",
  "p",
  "m",
  "w",
  "h",
  "z",
];

/** Utilities also written without a value. */
const BARE = new Set(["rounded", "grow", "shrink", "transition"]);

/** Prefixes whose value decides the group: `text-sm` is a size, `text-white` a colour. */
function groupByValue(prefix: string, value: string): string | null {
  switch (prefix) {
    case "text":
      if (SIZES.test(value) || /^\[\d/.test(value)) return "text-size";
      return ["left", "center", "right", "justify", "start", "end"].includes(value) ? "text-align" : "text-color";
    case "font":
      return /^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value)
        ? "font-weight"
        : "font-family";
    case "bg":
      return /^(?:none|linear-|radial|conic|\[(?:[\w-]*gradient|url)\()/.test(value) ? "bg-image" : "bg-color";
    case "shadow":
      return value === "" || SIZES.test(value) || value === "none" ? "shadow" : "shadow-color";
    case "flex":
      if (/^(?:row|col)(?:-reverse)?$/.test(value)) return "flex-direction";
      return /^(?:wrap|wrap-reverse|nowrap)$/.test(value) ? "flex-wrap" : "flex";
    case "object":
      return /^(?:contain|cover|fill|none|scale-down)$/.test(value) ? "object-fit" : "object-position";
    default: {
      // Borders, rings, outlines and decorations: a width, a style or a colour.
      const kind = value === "" || NUMERIC.test(value) ? "width" : LINE_STYLES.has(value) ? "style" : "color";
      return `${prefix}-${kind}`;
    }
  }
}
const VALUE_PREFIXES = /^(text|font|bg|shadow|flex|object|border(?:-[xytrbl])?|ring|outline|decoration)(?:-(.*))?$/;

function classify(token: string): { variants: string; group: string | null } {
  // Variants end at the last colon outside brackets (`data-[state=open]:`, `md:`).
  let depth = 0;
  let split = -1;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === "[") depth++;
    else if (char === "]") depth--;
    else if (char === ":" && depth === 0) split = i;
  }
  const variants = token.slice(0, split + 1);
  let utility = token.slice(split + 1);
  const important = utility.startsWith("!") ? "!" : "";
  utility = utility.replace(/^!?-?/, "");
  const keyword = KEYWORDS[utility];
  if (keyword) return { variants: variants + important, group: keyword };
  const byValue = /^(?:outline|ring)-offset/.test(utility) ? null : VALUE_PREFIXES.exec(utility);
  if (byValue) return { variants: variants + important, group: groupByValue(byValue[1] as string, byValue[2] ?? "") };
  let group: string | null = null;
  for (const prefix of PREFIXES) {
    const fits = utility.startsWith(`${prefix}-`) || (utility === prefix && BARE.has(prefix));
    if (fits && prefix.length > (group?.length ?? 0)) group = prefix;
  }
  return { variants: variants + important, group };
}

/** A later shorthand replaces the longhands written before it (`p-4` replaces an earlier `px-2`). */
const COVERS: Record<string, string[]> = {
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  // line-clamp sets its own display and overflow; a font size its line height; flex its grow, shrink and basis.
  "line-clamp": ["display", "overflow"],
  "text-size": ["leading"],
  flex: ["grow", "shrink", "basis"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-tl", "rounded-tr", "rounded-bl", "rounded-br"],
  "border-width": [
    "border-x-width",
    "border-y-width",
    "border-t-width",
    "border-r-width",
    "border-b-width",
    "border-l-width",
  ],
  "border-x-width": ["border-r-width", "border-l-width"],
  "border-y-width": ["border-t-width", "border-b-width"],
  "border-color": [
    "border-x-color",
    "border-y-color",
    "border-t-color",
    "border-r-color",
    "border-b-color",
    "border-l-color",
  ],
  "border-x-color": ["border-r-color", "border-l-color"],
  "border-y-color": ["border-t-color", "border-b-color"],
};
