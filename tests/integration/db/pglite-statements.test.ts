import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { preparedStatements } from "~/.server/db/pglite-statements.mjs";

let pglite: PGlite;

async function preparedNames(): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>("select name from pg_prepared_statements order by name");
  return rows.map((row) => row.name);
}

// PGlite only: PostgreSQL's driver has its own statements.
describe.skipIf(process.env.TEST_DB === "postgres")("PGlite's prepared statements", () => {
  beforeAll(async () => {
    pglite = await PGlite.create();
  }, 60_000);
  afterAll(async () => {
    await pglite?.close();
  });
  beforeEach(async () => {
    await pglite.exec("drop table if exists items; create table items (id int primary key, name text, tags text[])");
    await pglite.exec("deallocate all");
  });

  it("answers what PGlite's query answers: rows, fields, counts, every kind of value", async () => {
    const statements = preparedStatements(pglite);
    const insert = "insert into items (id, name, tags) values ($1, $2, $3) returning *";
    for (const [id, name, tags] of [
      [1, "whey", ["protein", "powder"]],
      [2, null, []],
    ] as const) {
      const ours = await statements.query(insert, [id, name, tags]);
      const theirs = await pglite.query(insert.replace("returning *", "returning *, 'ref'"), [id + 10, name, tags]);
      expect(ours.rows).toEqual([{ id, name, tags }]);
      expect(ours.affectedRows).toBe(1);
      expect(ours.fields).toEqual(theirs.fields.slice(0, 3));
    }
    const select =
      "select id, name, tags, $1::jsonb as doc, $2::timestamptz as at from items where id < $3 order by id";
    const params = [{ a: [1, "two"] }, new Date("2026-11-27T10:00:00Z"), 10];
    for (const rowMode of ["object", "array"] as const) {
      expect(await statements.query(select, params, { rowMode })).toEqual(
        await pglite.query(select, params, { rowMode }),
      );
    }
  });

  it("prepares each SQL text once, and plans it no more once PostgreSQL keeps a generic plan", async () => {
    const statements = preparedStatements(pglite);
    const select = "select name from items where id = $1";
    for (let id = 0; id < 8; id++) await statements.query(select, [id]);
    expect(statements.size).toBe(1);
    const { rows } = await pglite.query<{ generic_plans: number }>(
      "select generic_plans from pg_prepared_statements where statement = $1",
      [select],
    );
    expect(rows[0]?.generic_plans).toBeGreaterThan(0);
  });

  it("closes the least recently used statement past its bound", async () => {
    const statements = preparedStatements(pglite, 2);
    await statements.query("select 1");
    await statements.query("select 2");
    await statements.query("select 1");
    await statements.query("select 3");
    expect(statements.size).toBe(2);
    const { rows } = await pglite.query<{ statement: string }>(
      "select statement from pg_prepared_statements order by statement",
    );
    expect(rows.map((row) => row.statement)).toEqual(["select 1", "select 3"]);
  });

  it("prepares a statement again when a migration changed the table it reads", async () => {
    const statements = preparedStatements(pglite);
    await statements.query("insert into items (id, name) values (1, 'whey')");
    expect((await statements.query("select * from items")).rows).toEqual([{ id: 1, name: "whey", tags: null }]);
    await pglite.exec("alter table items add column stock int not null default 5");
    expect((await statements.query("select * from items")).rows).toEqual([
      { id: 1, name: "whey", tags: null, stock: 5 },
    ]);
  });

  it("reports PostgreSQL's errors and stays usable, keeping no statement that failed to parse", async () => {
    const statements = preparedStatements(pglite);
    const insert = "insert into items (id, name) values ($1, $2)";
    await statements.query(insert, [1, "whey"]);
    await expect(statements.query(insert, [1, "again"])).rejects.toMatchObject({ code: "23505" });
    await expect(statements.query("selec 1")).rejects.toMatchObject({ code: "42601" });
    expect(await preparedNames()).toHaveLength(1);
    expect((await statements.query("select count(*)::int as n from items")).rows).toEqual([{ n: 1 }]);
  });

  it("takes part in a transaction opened by hand, which a rollback undoes", async () => {
    const statements = preparedStatements(pglite);
    await pglite.exec("begin");
    await statements.query("insert into items (id, name) values ($1, $2)", [7, "casein"]);
    expect((await statements.query("select name from items where id = $1", [7])).rows).toEqual([{ name: "casein" }]);
    await pglite.exec("rollback");
    expect((await statements.query("select name from items where id = $1", [7])).rows).toEqual([]);
  });
});
