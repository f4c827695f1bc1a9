import { mkdirSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";

/** A transaction's side of the connection: its statements go straight to the worker. */
export type WorkerTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/** What drizzle, the migrator and the backup use of a PGlite, answered by a PGlite on a thread of its own. */
export type PgliteWorkerClient = Omit<WorkerTransaction, "rollback" | "closed"> & {
  transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression: "gzip"): Promise<Blob>;
  close(): Promise<void>;
};

type Request =
  | { op: "query"; sql: string; params: unknown[]; rowMode: "array" | "object"; textTypes: number[] }
  | { op: "exec"; sql: string }
  | { op: "dump" }
  | { op: "close" };
type Reply = { id: number; value?: unknown; error?: Record<string, unknown> & { message: string } };

/**
 * The types whose values the caller's parsers keep as PostgreSQL's text. Functions cannot cross to the worker, and
 * the only parsers drizzle passes keep their text (timestamps, dates, intervals, some arrays), so those are named
 * and the worker applies the same; any other parser would be silently lost, so it is refused.
 */
function textTypes(options: QueryOptions | undefined): number[] {
  const { parsers, rowMode, ...rest } = options ?? {};
  if (Object.keys(rest).length > 0) throw new Error(`PGlite worker: unsupported query options ${Object.keys(rest)}`);
  return Object.entries(parsers ?? {}).map(([type, parse]) => {
    if (parse("text", Number(type)) !== "text") throw new Error(`PGlite worker: type ${type} needs its own parser`);
    return Number(type);
  });
}

/** The worker's error with its PostgreSQL fields (code, constraint, detail…) and, as PGlite adds, the query. */
function toError(fields: Reply["error"] & {}, request: Request): Error {
  const { message, stack, ...rest } = fields;
  const { sql: query, params } = request as { sql?: string; params?: unknown[] };
  return Object.assign(new Error(message), rest, { stack, query, params });
}

/**
 * Starts the worker owning a PGlite under dataDir (in memory without it), once it has opened the database.
 * One connection means one queue: while a transaction holds it, other calls wait on this side, as they wait on
 * PGlite's own lock when it runs in the same thread, and the worker runs what it receives in order.
 * `onLost` hears once of a worker that stopped without being closed: no query can succeed after that.
 * `preparedStatements: false` sends every query through PGlite's own `query` (the plain path, decision 227).
 */
export async function openPgliteWorker(
  dataDir: string | undefined,
  options: { onLost?: (error: Error) => void; preparedStatements?: boolean } = {},
): Promise<PgliteWorkerClient> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const { preparedStatements = true } = options;
  const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
    workerData: { dataDir, preparedStatements },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; request: Request }>();
  let stopped: Error | undefined;
  let closing = false;
  let lastId = 0;

  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The PGlite worker stopped while opening (exit code ${code})`)));
  });
  worker.on("message", (reply: Reply) => {
    const call = pending.get(reply.id);
    pending.delete(reply.id);
    // Only calls in flight keep the process alive, as with a PGlite in the same thread.
    if (pending.size === 0) worker.unref();
    if (reply.error) call?.reject(toError(reply.error, call.request));
    else call?.resolve(reply.value);
  });
  // A worker that died fails what it was asked, and everything after, instead of leaving callers waiting.
  const fail = (error: Error) => {
    const first = !stopped;
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
    if (first && !closing) options.onLost?.(stopped);
  };
  worker.on("error", (error) => fail(new Error(`The PGlite worker failed: ${error.message}`, { cause: error })));
  worker.on("exit", (code) => fail(new Error(`The PGlite worker stopped (exit code ${code})`)));
  worker.unref();

  const send = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    lastId += 1;
    const id = lastId;
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, request });
      worker.postMessage({ id, ...request });
    });
  };
  const query = <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
    send<Results<T>>({
      op: "query",
      sql,
      params,
      rowMode: options?.rowMode ?? "object",
      textTypes: textTypes(options),
    });
  const exec = (sql: string) => send<Results[]>({ op: "exec", sql });

  /** Settles when no transaction holds the connection: each transaction replaces it with its own end. */
  let free: Promise<void> = Promise.resolve();
  const whenFree = <T>(call: () => Promise<T>) => free.then(call);

  return {
    query: (sql, params, options) => whenFree(() => query(sql, params, options)),
    exec: (sql) => whenFree(() => exec(sql)),
    async transaction(callback) {
      const before = free;
      let release = () => {};
      free = new Promise((resolve) => {
        release = resolve;
      });
      await before;
      try {
        return await runTransaction(query, exec, callback);
      } finally {
        release();
      }
    },
    dumpDataDir: async () => new Blob([await whenFree(() => send<ArrayBuffer>({ op: "dump" }))]),
    async close() {
      // A worker that ends from here on was closed, not lost; one already gone has nothing left to close.
      closing = true;
      await whenFree(async () => stopped ?? (await send({ op: "close" })));
      await worker.terminate();
    },
  };
}

/** BEGIN, the callback, then COMMIT, or ROLLBACK when it throws: PGlite's own transaction, one message a step. */
async function runTransaction<T>(
  query: WorkerTransaction["query"],
  exec: WorkerTransaction["exec"],
  callback: (tx: WorkerTransaction) => Promise<T>,
): Promise<T> {
  let closed = false;
  const open = () => {
    if (closed) throw new Error("Transaction is closed");
  };
  const tx: WorkerTransaction = {
    async query(sql, params, options) {
      open();
      return query(sql, params, options);
    },
    async exec(sql) {
      open();
      return exec(sql);
    },
    async rollback() {
      open();
      await exec("ROLLBACK");
      closed = true;
    },
    get closed() {
      return closed;
    },
  };
  await exec("BEGIN");
  try {
    const result = await callback(tx);
    if (!closed) {
      closed = true;
      const [commit] = await exec("COMMIT");
      // A transaction whose statement failed ends in a rollback although COMMIT was sent: PostgreSQL's 25P02.
      if ((commit as { command?: string } | undefined)?.command === "ROLLBACK") {
        throw Object.assign(new Error("Transaction was rolled back instead of committed"), { code: "25P02" });
      }
    }
    return result;
  } catch (error) {
    if (!closed) {
      closed = true;
      await exec("ROLLBACK");
    }
    throw error;
  }
}
