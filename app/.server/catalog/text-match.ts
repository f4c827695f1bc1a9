import type { AnyColumn, SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { escapeRegExp } from "~/lib/brand-match";

/*
 * Both conditions test lower(field), the expression of the trigram indexes on title and brand, so
 * PostgreSQL finds the candidates in the index instead of reading every row. A null field matches nothing.
 */

/** Whether the field contains the text in any case; literal, so `%`, `_` and `\` match only themselves. */
export function fieldContains(field: AnyColumn, text: string): SQL {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
  return sql`lower(${field}) like ${pattern}`;
}

/** Whether the field contains the word in any case, not inside a longer word; `\y` is JavaScript's `\b`. */
export function fieldHasWord(field: AnyColumn, word: string): SQL {
  return sql`lower(${field}) ~* ${`\\y${escapeRegExp(word)}\\y`}`;
}
