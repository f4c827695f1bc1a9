import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";

const onPostgres = process.env.TEST_DB === "postgres";

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${database}`;
  return url.toString();
}

const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };

describe("migrations", () => {
  // PGlite has one connection and one process: there is nothing to race.
  it.runIf(onPostgres)("are applied once when several processes start together on an empty database", async () => {
    const name = `store_race_${randomUUID().replaceAll("-", "")}`;
    const admin = postgres(serverUrl("postgres"), { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: serverUrl(name) })));
    try {
      const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const check = postgres(serverUrl(name), { max: 1, onnotice: () => {} });
      const [row] = await check`select count(*)::int as applied from drizzle.__drizzle_migrations`;
      await check.end();
      expect(row?.applied).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
