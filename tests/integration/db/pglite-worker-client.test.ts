import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openPgliteWorker, type PgliteWorkerClient } from "~/.server/db/pglite-worker-client";

/** drizzle's parsers (drizzle-orm/pglite/session.js): these types keep PostgreSQL's text. */
const keep = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [t, keep]),
);

const EVERY_TYPE = `select '2026-11-27 10:00:00+00'::timestamptz as at, '2026-11-27 10:00'::timestamp as local,
  '2026-11-27'::date as day, '1 day 2 hours'::interval as span, 12.50::numeric as price,
  '{"a": [1, 2], "b": null}'::jsonb as doc, 9007199254740993::int8 as big, '\\x0102ff'::bytea as bytes,
  array[1, 2, 3]::int[] as ints, array['a', 'b']::text[] as words, array[1.5, 2.25]::numeric[] as prices,
  array['2026-11-27 10:00'::timestamp] as stamps, $1::text as given, $2::int as number`;

let dataDir: string;
let client: PgliteWorkerClient;
let reference: PGlite;
const db = () => drizzle(client as unknown as PGlite);

/** Rows of a table made for the test, in name order. */
async function names(table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`select name from ${table} order by name`);
  return rows.map((row) => row.name);
}

// PGlite only: the worker owns the embedded database (decision 191); PostgreSQL has its own driver.
describe.skipIf(process.env.TEST_DB === "postgres")("PGlite in a worker thread", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "pglite-worker-"));
    client = await openPgliteWorker(path.join(dataDir, "pglite"));
    reference = await PGlite.create();
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await reference?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await client.exec("drop table if exists tags; create table tags (name text primary key, note text unique)");
  });

  it.each(["object", "array"] as const)(
    "answers a query in %s rows as a PGlite in this thread does",
    async (rowMode) => {
      const options = { rowMode, parsers: DRIZZLE_PARSERS };
      const inWorker = await client.query(EVERY_TYPE, ["text", 7], options);
      const inThread = await reference.query(EVERY_TYPE, ["text", 7], options);
      expect(inWorker.rows).toEqual(inThread.rows);
      expect(inWorker.fields).toEqual(inThread.fields);
      if (rowMode === "object") {
        const [row] = inWorker.rows as Record<string, unknown>[];
        expect(row).toMatchObject({ at: "2026-11-27 10:00:00+00", local: "2026-11-27 10:00:00", day: "2026-11-27" });
        expect(row?.doc).toEqual({ a: [1, 2], b: null });
        expect(row?.bytes).toEqual(new Uint8Array([1, 2, 255]));
        expect(row?.ints).toEqual([1, 2, 3]);
      }
    },
  );

  it("refuses a parser it cannot apply in the worker", async () => {
    const parsers = { [types.TIMESTAMPTZ]: (value: string) => new Date(value) };
    await expect(client.query("select now()", [], { parsers })).rejects.toThrow(/needs its own parser/);
  });

  it("commits a transaction, and rolls back one whose callback throws", async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into tags (name) values ('kept')`);
    });
    const failure = db().transaction(async (tx) => {
      await tx.execute(sql`insert into tags (name) values ('dropped')`);
      throw new Error("changed my mind");
    });
    await expect(failure).rejects.toThrow("changed my mind");
    expect(await names("tags")).toEqual(["kept"]);
  });

  it("rolls back a nested transaction to its savepoint and commits the outer one", async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into tags (name) values ('outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into tags (name) values ('inner')`);
          throw new Error("inner only");
        })
        .catch(() => {});
    });
    expect(await names("tags")).toEqual(["outer"]);
  });

  it("brings a unique violation's PostgreSQL fields through drizzle", async () => {
    await db().execute(sql`insert into tags (name, note) values ('a', 'same')`);
    const duplicate = db().execute(sql`insert into tags (name, note) values ('b', 'same')`);
    await expect(duplicate).rejects.toMatchObject({
      cause: {
        code: "23505",
        constraint: "tags_note_key",
        table: "tags",
        schema: "public",
        severity: "ERROR",
        detail: "Key (note)=(same) already exists.",
        query: "insert into tags (name, note) values ('b', 'same')",
      },
    });
  });

  it("says so when a transaction ends in a rollback although its callback returned", async () => {
    const swallowed = client.transaction(async (tx) => {
      await tx.query("insert into tags (name) values ('x')");
      await tx.query("insert into tags (name) values ('x')").catch(() => {});
    });
    await expect(swallowed).rejects.toMatchObject({ code: "25P02" });
    expect(await names("tags")).toEqual([]);
  });

  it("keeps queries sent while a transaction is open out of it, until it ends", async () => {
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into tags (name) values ('in the transaction')");
      await held;
      await tx.query("insert into tags (name) values ('also in it')");
    });
    // Sent while the transaction holds the connection: inside it, they would see its first row at once.
    const outside = [client.query<{ n: number }>("select count(*)::int as n from tags"), names("tags")];
    let answered = false;
    void Promise.all(outside).then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    finish();
    await transaction;
    const [count, rows] = await Promise.all(outside);
    expect((count as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    expect(rows).toEqual(["also in it", "in the transaction"]);
  });

  it("dumps the data directory through the worker, and the dump loads", async () => {
    await client.query("insert into tags (name) values ('backed up')");
    const dump = await client.dumpDataDir("gzip");
    const restored = await PGlite.create({ loadDataDir: dump });
    try {
      const { rows } = await restored.query<{ name: string }>("select name from tags");
      expect(rows).toEqual([{ name: "backed up" }]);
    } finally {
      await restored.close();
    }
  });

  it("ends its worker on close: later calls fail at once instead of waiting", async () => {
    const own = await openPgliteWorker(undefined);
    expect((await own.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await own.close();
    await expect(own.query("select 1")).rejects.toThrow(/PGlite worker stopped/);
    // As the store's shutdown may close it again.
    await expect(own.close()).resolves.toBeUndefined();
  });

  it("tells onLost once of a worker that stopped without being closed, and nothing of one closed", async () => {
    const lost: string[] = [];
    const onLost = (error: Error) => lost.push(error.message);
    const own = await openPgliteWorker(undefined, { onLost });
    // The worker is the client's own; its first message shows which it is.
    const sent = vi.spyOn(Worker.prototype, "postMessage");
    await own.query("select 1");
    const worker = sent.mock.contexts[0] as Worker;
    sent.mockRestore();
    await worker.terminate();
    expect(lost).toEqual(["The PGlite worker stopped (exit code 1)"]);
    await expect(own.query("select 1")).rejects.toThrow(/PGlite worker stopped/);

    const closed = await openPgliteWorker(undefined, { onLost });
    await closed.close();
    expect(lost).toHaveLength(1);
  });

  // The engine-room check (decision 227): statements prepared once against PGlite's own query, which they replaced.
  it("gives the same rows, fields and errors on its plain path (PLAIN_PATHS=pglite-statements)", async () => {
    /** The same work on a worker of its own: rows of both modes, every kind of value, a write, an error, a plan kept. */
    const answersOf = async (worker: PgliteWorkerClient) => {
      const answers: unknown[] = [];
      await worker.exec("create table items (name text primary key, note text unique)");
      for (let run = 0; run < 7; run++) {
        for (const rowMode of ["object", "array"] as const) {
          answers.push(await worker.query(EVERY_TYPE, [`run ${run}`, run], { rowMode, parsers: DRIZZLE_PARSERS }));
        }
      }
      answers.push(await worker.query("insert into items values ($1, $2) returning *", ["whey", "same"]));
      answers.push(await worker.query("insert into items values ($1, $2)", ["bars", "same"]).catch((e) => e.code));
      answers.push(await worker.query("select * from items order by name"));
      const prepared = await worker.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
      return { answers, prepared: prepared.rows[0]?.n };
    };
    const engine = await openPgliteWorker(undefined);
    const plain = await openPgliteWorker(undefined, { preparedStatements: false });
    try {
      const ours = await answersOf(engine);
      const theirs = await answersOf(plain);
      expect(ours.answers).toEqual(theirs.answers);
      // The switch switches: only the engine's worker keeps statements.
      expect(ours.prepared).toBeGreaterThan(0);
      expect(theirs.prepared).toBe(0);
    } finally {
      await Promise.all([engine.close(), plain.close()]);
    }
  }, 60_000);

  it("fails to open, rather than hanging, when PGlite cannot start in the worker", async () => {
    const foreign = path.join(dataDir, "foreign");
    await mkdir(foreign);
    // A data directory of another PostgreSQL version.
    await writeFile(path.join(foreign, "PG_VERSION"), "9\n");
    await expect(openPgliteWorker(foreign)).rejects.toThrow(/PGlite failed to initialize/);
  });
});
