import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/.server/db/client";

export const TEMPLATE_DATABASE = "store_test_template";

/** On PostgreSQL, migrates a template database once; each test copies it (CREATE DATABASE ... TEMPLATE). */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB !== "postgres") return;
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const url = (database: string) => Object.assign(new URL(base), { pathname: `/${database}` }).toString();
  const admin = postgres(url("postgres"), { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = await openDatabase({ url: url(TEMPLATE_DATABASE) });
  await template.migrate();
  await template.close();
}
