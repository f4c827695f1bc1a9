import type { Database } from "./client";

/**
 * A query built once per database and sent by name afterwards (decision 198): Drizzle skips building its SQL, and
 * PostgreSQL parses it once per connection and can keep its plan. For the queries every uncached page runs; each
 * `name` must be unique in the app, as the server keeps one statement per name on each connection.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
