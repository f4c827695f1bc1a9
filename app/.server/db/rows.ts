/** The rows of a `db.execute` answer: `{ rows }` on both drivers (node-postgres and PGlite). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
