import { sql } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { rowsOf } from "~/.server/db/rows";

/** Shorter words have too few trigrams for a trustworthy correction. */
const MIN_CORRECTED_LENGTH = 4;
const CORRECTIONS_PER_WORD = 2;

export type SpellingCheck = {
  /** Words that are words of the catalogue exactly as typed. */
  known: Set<string>;
  /** Likely meant words for words the catalogue does not know ('prtein' → 'protein'). */
  corrections: Map<string, string[]>;
};

/**
 * Checks the typed words against the words of titles, brands and categories (table search_words, kept by
 * triggers; drizzle/0001_search.sql) in one query. Corrections come from trigram similarity (pg_trgm's `%`,
 * index-backed). Known words, stop words, short words, and a last word that begins a known word (the shopper
 * is still typing it) are not corrected.
 */
export async function checkSpelling(db: Database, words: readonly string[]): Promise<SpellingCheck> {
  if (words.length === 0) return { known: new Set(), corrections: new Map() };
  const result = await db.execute(sql`
    select typed.word, lookup.known,
      case
        when not lookup.known
          and char_length(typed.word) >= ${MIN_CORRECTED_LENGTH}
          and ts_lexize('english_stem', typed.word) <> '{}'
          and not (
            typed.position = ${words.length}
            and exists (
              select 1 from search_words known
              where known.word >= typed.word collate "C" and known.word < (typed.word || chr(1114111)) collate "C"
            )
          )
        then array(
          select known.word from search_words known
          where known.word % typed.word
          order by similarity(known.word, typed.word) desc, known.word
          limit ${CORRECTIONS_PER_WORD}
        )
        else '{}'::text[]
      end as corrections
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) with ordinality as typed(word, position)
    cross join lateral (
      select exists (select 1 from search_words known where known.word = typed.word collate "C") as known
    ) lookup
  `);
  const rows = rowsOf<{ word: string; known: boolean; corrections: string[] }>(result);
  return {
    known: new Set(rows.filter((row) => row.known).map((row) => row.word)),
    corrections: new Map(rows.filter((row) => row.corrections.length > 0).map((row) => [row.word, row.corrections])),
  };
}
