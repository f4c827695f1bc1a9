// Named prepared statements for the PGlite worker (decision 198). Plain JavaScript, like the worker that loads it.
//
// Engine room (decision 227). Replaces PGlite's own `query`, which sends each SQL text as an unnamed statement that
// PostgreSQL parses and plans on every call. Figure: at 50,000 products the product page's three queries took
// 4.5 ms through `query` and 0.9 ms prepared (in the process), and the uncached product page on PGlite took
// 13.6–14.8 ms alone instead of 19.1 ms (interleaved builds; docs/performance.md, fifth round). Switch:
// `PLAIN_PATHS=pglite-statements` has the worker call PGlite's `query` (pglite-worker.mjs);
// tests/integration/db/pglite-worker-client.test.ts ("gives the same rows, fields and errors on its plain path")
// runs the same work through both workers, and tests/integration/db/pglite-statements.test.ts compares answers
// with `query` call by call.
import { parse, protocol } from "@electric-sql/pglite";

const { serialize } = protocol;

/** How many statements stay prepared; the least recently used one is closed past that. */
export const PREPARED_STATEMENTS = 200;

/** PostgreSQL's answer when a table changed under a prepared statement so that its columns differ (SQLSTATE 0A000). */
const CHANGED_RESULT = "cached plan must not change result type";

/**
 * PGlite's own `query` parses and plans its SQL on every call, as an unnamed statement: for a product page's
 * queries, planning took longer than running them. This prepares each SQL text once, under a name, and afterwards
 * only binds and executes it, so PostgreSQL can keep its plan (a generic plan from the sixth run on, when it costs
 * no more than planning each time). The statements and their results are PGlite's: its protocol serializer, its
 * value serializers and its result parser, as its `query` uses them.
 */
export function preparedStatements(pglite, max = PREPARED_STATEMENTS) {
  /** SQL text → { name, paramTypes }, least recently used first. */
  const prepared = new Map();
  let lastName = 0;
  /**
   * Sends protocol messages in one call, ending with Sync: PostgreSQL answers them all, and after an error skips
   * to the Sync, so the connection is ready again when PGlite throws that error.
   */
  const send = (...messages) =>
    pglite.execProtocolStream(Buffer.concat([...messages, serialize.sync()]), { syncToFs: false });

  async function prepare(sql) {
    lastName += 1;
    const name = `app_${lastName}`;
    const described = await send(serialize.parse({ name, text: sql }), serialize.describe({ type: "S", name }));
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    prepared.set(sql, statement);
    if (prepared.size > max) {
      const [oldestSql, oldest] = prepared.entries().next().value;
      prepared.delete(oldestSql);
      await send(serialize.close({ type: "S", name: oldest.name }));
    }
    return statement;
  }

  async function run(sql, params, options) {
    let statement = prepared.get(sql);
    if (statement) {
      // Most recently used last.
      prepared.delete(sql);
      prepared.set(sql, statement);
    } else {
      statement = await prepare(sql);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.paramTypes[index]];
      return serializer ? serializer(value) : value.toString();
    });
    const messages = await send(
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
    );
    await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers, options)[0];
  }

  return {
    /** What PGlite's `query` answers, through a statement prepared once for this SQL text. */
    query(sql, params = [], options = {}) {
      return pglite.runExclusive(async () => {
        try {
          return await run(sql, params, options);
        } catch (error) {
          if (!(error instanceof Error) || !error.message.includes(CHANGED_RESULT)) throw error;
          // A migration changed a table this statement reads: prepare it again for the table as it is now.
          const stale = prepared.get(sql);
          prepared.delete(sql);
          if (stale) await send(serialize.close({ type: "S", name: stale.name }));
          return await run(sql, params, options);
        }
      });
    },
    /** How many statements are prepared now (for tests). */
    get size() {
      return prepared.size;
    },
  };
}
