import type { TestProject } from "vitest/node";
import { openDatabase } from "~/.server/db/client";
import { runServerStatements } from "~/.server/db/server-statements";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/**
 * On PostgreSQL, migrates a template database once per run; each test copies it (CREATE DATABASE ... TEMPLATE).
 * The name is the run's own, so runs side by side never drop each other's template.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB !== "postgres") return;
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
