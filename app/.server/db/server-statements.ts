import pg from "pg";

/**
 * Runs statements one after another on a connection of its own, then closes it: for what cannot run in a
 * pool's transaction, such as CREATE DATABASE and DROP DATABASE (tests and benchmarks make their own databases).
 * Returns each statement's rows.
 */
export async function runServerStatements(url: string, statements: readonly string[]): Promise<unknown[][]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A connection that breaks fails the statement it carried; the event alone must not end the process.
  client.on("error", () => {});
  await client.connect();
  try {
    const results: unknown[][] = [];
    for (const statement of statements) results.push((await client.query(statement)).rows);
    return results;
  } finally {
    await client.end();
  }
}
