import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { searchWords } from "~/lib/search";
import { checkSpelling } from "./spelling";
import { textQuery } from "./text-query";

/** What the typed term asks of the full-text index. */
export type Understood = {
  words: string[];
  corrections: Map<string, string[]>;
  /** Every word, the last one also as the start of a word: what matches. */
  match: SQL;
  /** What ranks: whole and corrected words, a prefix only for a last word still being typed. */
  rank: SQL;
  /** The rank's words, each in the product's name: a product named for the term comes first. */
  named: SQL;
};

/** The query in a sub-select: parsed once per statement rather than once per row. */
function toTsQuery(text: string): SQL {
  return sql`(select to_tsquery('english', ${text}))`;
}

export async function understand(db: Database, term: string): Promise<Understood> {
  const words = searchWords(term);
  const { known, corrections } = await checkSpelling(db, words);
  const lastIsWhole = known.has(words[words.length - 1] ?? "");
  const ranking = { prefixLastWord: !lastIsWhole, keepMisspelt: false };
  return {
    words,
    corrections,
    match: toTsQuery(textQuery(words, corrections, { prefixLastWord: true, keepMisspelt: true })),
    // Ranking against a prefix costs about three times as much per product, and a misspelt word ranks
    // nothing: the rank asks only for whole and corrected words where it can.
    rank: toTsQuery(textQuery(words, corrections, ranking)),
    named: toTsQuery(textQuery(words, corrections, { ...ranking, nameOnly: true })),
  };
}
