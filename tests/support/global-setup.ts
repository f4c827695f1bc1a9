import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { createPglite, openDatabase } from "~/.server/db/client";
import { runServerStatements } from "~/.server/db/server-statements";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
    pgliteTemplate: string;
  }
}

/**
 * Each test empties its PGlite with a truncate (tests/support/database.ts), which is a migrated database only while
 * the migrations leave no rows of their own; a migration that seeds reference data must make the reset keep it.
 */
async function expectNoRowsInPublicTables(pglite: PGlite) {
  const { rows } = await pglite.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public'",
  );
  for (const { tablename } of rows) {
    const count = await pglite.query<{ n: number }>(`select count(*)::int as n from public."${tablename}"`);
    if ((count.rows[0]?.n ?? 0) > 0) {
      throw new Error(`The migrations leave rows in ${tablename}: the tests' truncate would remove them`);
    }
  }
}

/**
 * On PGlite, migrates one database once per run and keeps its data directory in a file: a test file loads it in
 * under a second, where making and migrating its own took three (most of it initdb).
 */
async function setupPglite(project: TestProject) {
  const pglite = await createPglite();
  await (await openDatabase({ pglite })).migrate();
  await expectNoRowsInPublicTables(pglite);
  const file = join(tmpdir(), `store-test-pglite-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(file, { force: true });
}

/**
 * On PostgreSQL, migrates a template database once per run; each test copies it (CREATE DATABASE ... TEMPLATE).
 * The name is the run's own, so runs side by side never drop each other's template.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB !== "postgres") return setupPglite(project);
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const url = (database: string) => Object.assign(new URL(base), { pathname: `/${database}` }).toString();
  const name = `store_test_template_${process.pid}`;
  await runServerStatements(url("postgres"), [
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    `CREATE DATABASE ${name}`,
  ]);
  const template = await openDatabase({ url: url(name) });
  await template.migrate();
  await template.close();
  project.provide("templateDatabase", name);
  return async () => {
    await runServerStatements(url("postgres"), [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  };
}
