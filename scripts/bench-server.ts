/** What the benchmark scripts share: their own PostgreSQL databases and the built store they start and measure. */
import { type ChildProcess, spawn } from "node:child_process";
import { runServerStatements } from "~/.server/db/server-statements";

export const POSTGRES_SERVER = "postgres://postgres@127.0.0.1:5432";

/** Drops and recreates one of the benchmarks' own databases, through the server's `postgres` database. */
export async function resetPostgresDatabase(name: string, adminUrl = `${POSTGRES_SERVER}/postgres`) {
  await runServerStatements(adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
}

/**
 * Starts the built store (`server.js`) in production mode. Whatever database the shell points at, the bench
 * uses its own: `env` gives it (an undefined value leaves a variable out).
 */
export function startStore(port: number, env: Record<string, string | undefined>): ChildProcess {
  const { DATABASE_URL: _shellDatabase, ...inherited } = process.env;
  return spawn(process.execPath, ["server.js"], {
    env: { ...inherited, HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "production", ...env, PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

export async function waitForHealthy(server: ChildProcess, base: string, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not become healthy within 2 minutes");
}
