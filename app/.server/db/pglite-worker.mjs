// The thread that owns the store's PGlite (decision 191): its WASM runs here, off the thread that serves requests.
// Plain JavaScript, so that Node runs it as it is wherever the store runs: built, in development, under tests.
// app/.server/db/pglite-worker-client.ts is its other side: it sends one message per call and keeps the order.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { preparedStatements } from "./pglite-statements.mjs";

const pglite = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });
// PLAIN_PATHS=pglite-statements: PGlite's own query, which plans every call again (decision 227).
const statements = workerData.preparedStatements === false ? pglite : preparedStatements(pglite);

/** Parsers cannot cross threads: the client names the types whose values stay as PostgreSQL's text. */
const keepText = (value) => value;

const PLAIN = new Set(["string", "number", "boolean", "bigint", "undefined"]);

/** Only what can cross: PostgreSQL's fields (code, detail, constraint…), not the query options PGlite attaches. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(([, value]) => value === null || PLAIN.has(typeof value));
  return {
    ...Object.fromEntries(fields),
    name: error.name,
    message: error.message,
    stack: error.stack,
  };
}

const operations = {
  query: ({ sql, params, rowMode, textTypes }) =>
    statements.query(sql, params, {
      rowMode,
      parsers: Object.fromEntries(textTypes.map((type) => [type, keepText])),
    }),
  exec: ({ sql }) => pglite.exec(sql),
  dump: async () => (await pglite.dumpDataDir("gzip")).arrayBuffer(),
  close: () => pglite.close(),
};

/** One message at a time, in the order sent: a transaction's statements never interleave with later ones. */
let previous = Promise.resolve();
parentPort.on("message", (message) => {
  previous = previous.then(async () => {
    try {
      const value = await operations[message.op](message);
      // A dump is moved, not copied: tens of megabytes.
      parentPort.postMessage({ id: message.id, value }, value instanceof ArrayBuffer ? [value] : []);
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: plainError(error) });
    }
  });
});
parentPort.postMessage({ ready: true });
