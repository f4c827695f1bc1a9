/** Lexemes may be prefix-matched only in the title (A), brand (B) and category or tags (C), not in descriptions. */
const PREFIX_WEIGHTS = "ABC";

const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

type TextQueryOptions = {
  /** The last word may also be the start of a word in a title, brand or category (the shopper is typing). */
  prefixLastWord: boolean;
  /** A corrected word is also looked for as typed; without, only its corrections count. */
  keepMisspelt: boolean;
};

/**
 * The text of a `to_tsquery('english', …)` query: every word must match, as typed (stemmed) or as one of its
 * spelling corrections. Only plain letters and digits reach the query parser.
 */
export function textQuery(
  words: readonly string[],
  corrections: ReadonlyMap<string, readonly string[]>,
  { prefixLastWord, keepMisspelt }: TextQueryOptions,
): string {
  return words
    .filter((word) => PLAIN_WORD.test(word))
    .map((word, index, all) => {
      const fixes = (corrections.get(word) ?? []).filter((fix) => PLAIN_WORD.test(fix));
      const typed = fixes.length > 0 && !keepMisspelt ? [] : [word];
      const prefix =
        prefixLastWord && typed.length > 0 && index === all.length - 1 ? [`${word}:*${PREFIX_WEIGHTS}`] : [];
      return `(${[...typed, ...prefix, ...fixes].join(" | ")})`;
    })
    .join(" & ");
}
