/** What the benchmark scripts share: their own PostgreSQL databases and the built store they start and measure. */
import { type ChildProcess, spawn } from "node:child_process";
import { runServerStatements } from "~/.server/db/server-statements";
import { checkoutForm } from "../tests/support/checkout-form";

export const POSTGRES_SERVER = "postgres://postgres@127.0.0.1:5432";

/** Drops and recreates one of the benchmarks' own databases, through the server's `postgres` database. */
export async function resetPostgresDatabase(name: string, adminUrl = `${POSTGRES_SERVER}/postgres`) {
  await runServerStatements(adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
}

/**
 * Starts the built store (`server.js`) in production mode. Whatever database the shell points at, the bench
 * uses its own: `env` gives it (an undefined value leaves a variable out); `nodeOptions` go to Node itself.
 */
export function startStore(
  port: number,
  env: Record<string, string | undefined>,
  nodeOptions: string[] = [],
): ChildProcess {
  const { DATABASE_URL: _shellDatabase, ...inherited } = process.env;
  return spawn(process.execPath, [...nodeOptions, "server.js"], {
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

type CatalogProduct = { id: string; stock: number; flavors: string[]; subscriptionPriceCents: number | null };

/** A three-line cart of well-stocked products, one of them a flavoured subscription where there is one. */
export async function pickCart(base: string): Promise<string[]> {
  const catalog = (await (await fetch(`${base}/api/catalog`)).json()) as CatalogProduct[];
  // Each flavour has its own share of the units (decision 180): 100 or more for each.
  const stocked = catalog.filter((p) => p.stock >= 100 * Math.max(1, p.flavors.length));
  const flavoured = stocked.find((p) => p.flavors.length > 0 && p.subscriptionPriceCents !== null);
  const others = stocked.filter((p) => p !== flavoured && p.flavors.length === 0).slice(0, flavoured ? 2 : 3);
  const lines: { productId: string; flavor?: string; quantity: number; subscription: boolean }[] = others.map((p) => ({
    productId: p.id,
    quantity: 1,
    subscription: false,
  }));
  if (flavoured) lines.push({ productId: flavoured.id, flavor: flavoured.flavors[0], quantity: 2, subscription: true });
  if (lines.length < 3) throw new Error("The catalogue has too few products with 100 or more in stock");
  return lines.map((line) => JSON.stringify(line));
}

/** A bench buyer's order: each key places its own (a random suffix keeps reruns apart). */
export function benchCheckoutForm(lines: string[], key: string): URLSearchParams {
  const idempotencyKey = `${key}-${Math.random().toString(36).slice(2)}`;
  return checkoutForm({ name: ["Bench", "Buyer"], email: `${key}@example.com`, idempotencyKey, lines });
}

/** The value below which p percent of the sorted figures lie. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
