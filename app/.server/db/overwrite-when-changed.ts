import { type AnyColumn, type SQL, sql } from "drizzle-orm";

function incoming(column: AnyColumn): SQL {
  return sql.raw(`excluded."${column.name}"`);
}

/**
 * The `ON CONFLICT DO UPDATE` parts that overwrite the given columns with the incoming row, but only
 * when one of them differs: writing unchanged data again touches no row.
 */
export function overwriteWhenChanged<K extends string>(columns: Record<K, AnyColumn>) {
  const keys = Object.keys(columns) as K[];
  const set = Object.fromEntries(keys.map((key) => [key, incoming(columns[key])])) as Record<K, SQL>;
  const current = sql.join(
    keys.map((key) => columns[key]),
    sql`, `,
  );
  const next = sql.join(
    keys.map((key) => incoming(columns[key])),
    sql`, `,
  );
  return { set, setWhere: sql`(${current}) is distinct from (${next})` };
}
