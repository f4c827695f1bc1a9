import { CATEGORIES } from "~/lib/catalog";

const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

const CATEGORY_WORDS = [
  ...new Set(CATEGORIES.flatMap((category) => category.name.toLowerCase().match(/\p{L}+/gu) ?? [])),
];

/**
 * Whether a word names a kind of product: it begins a word of a category's name, or one begins it ('pro',
 * 'protein', 'proteins'). Such a word is about what a product is, so a brand that merely contains it (Rule One
 * Proteins) does not make a product match (decision 130).
 */
export function namesCategory(word: string): boolean {
  return CATEGORY_WORDS.some((name) => name.startsWith(word) || word.startsWith(name));
}

/**
 * Where a word may be found, as tsquery weights: the name (A), brand (B), category and tags (C), description
 * and ingredients (D). A prefix never looks in descriptions ('pro' would find every "product"); a category
 * word never in the brand; a name-only query only in the name.
 */
function weightsOf(word: string, prefix: boolean, nameOnly: boolean): string {
  if (nameOnly) return "A";
  const category = namesCategory(word);
  if (prefix) return category ? "AC" : "ABC";
  return category ? "ACD" : "";
}

type TextQueryOptions = {
  /** The last word may also be the start of a word in a name, brand or category (the shopper is typing). */
  prefixLastWord: boolean;
  /** A corrected word is also looked for as typed; without, only its corrections count. */
  keepMisspelt: boolean;
  /** Every word must be in the product's name: the product is named for the term. */
  nameOnly?: boolean;
};

/**
 * The text of a `to_tsquery('english', …)` query: every word must match, as typed (stemmed) or as one of its
 * spelling corrections. Only plain letters and digits reach the query parser.
 */
export function textQuery(
  words: readonly string[],
  corrections: ReadonlyMap<string, readonly string[]>,
  { prefixLastWord, keepMisspelt, nameOnly = false }: TextQueryOptions,
): string {
  const whole = (word: string) => {
    const weights = weightsOf(word, false, nameOnly);
    return weights ? `${word}:${weights}` : word;
  };
  return words
    .filter((word) => PLAIN_WORD.test(word))
    .map((word, index, all) => {
      const fixes = (corrections.get(word) ?? []).filter((fix) => PLAIN_WORD.test(fix));
      const typed = fixes.length > 0 && !keepMisspelt ? [] : [word];
      const prefix =
        prefixLastWord && typed.length > 0 && index === all.length - 1
          ? [`${word}:*${weightsOf(word, true, nameOnly)}`]
          : [];
      return `(${[...typed.map(whole), ...prefix, ...fixes.map(whole)].join(" | ")})`;
    })
    .join(" & ");
}
