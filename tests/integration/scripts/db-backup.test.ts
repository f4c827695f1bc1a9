import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { products } from "~/.server/db/schema";
import { insertProducts } from "../../support/checkout-fixtures";

const run = promisify(execFile);
let dataDir: string | undefined;

/** This process's environment without DATABASE_URL, so the commands take the embedded database. */
function embeddedEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _server, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
}

async function withStore<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir: path.join(dataDir ?? "", "pglite") });
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

// The running store's path is the endpoint's (tests/integration/routes/api.admin.backup.test.ts); this is the
// stopped store's. On PostgreSQL both commands say to use pg_dump and pg_restore.
describe.skipIf(process.env.TEST_DB === "postgres")("npm run db:backup and db:restore on a stopped store", () => {
  it("backs up the embedded database and restores it, keeping the replaced one beside it", {
    timeout: 180_000,
  }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "db-backup-"));
    await withStore((db) => insertProducts(db, { slug: "whey" }));
    const archive = path.join(dataDir, "store.tar.gz");
    // Port 9 is closed: nothing runs there, so the command opens the database itself.
    const backup = await run("npx", ["tsx", "scripts/db-backup.ts", "--out", archive, "--url", "http://127.0.0.1:9"], {
      env: embeddedEnv(),
    });
    expect(backup.stdout).toContain(`Backed up the embedded database to ${archive}`);

    // Changed after the backup: the restore must bring back the earlier state.
    await withStore((db) => insertProducts(db, { slug: "creatine" }));
    const restore = await run(
      "npx",
      ["tsx", "scripts/db-restore.ts", "--from", archive, "--url", "http://127.0.0.1:9"],
      {
        env: embeddedEnv(),
      },
    );
    expect(restore.stdout).toContain("1 products, 0 orders");
    expect(await withStore((db) => db.select({ slug: products.slug }).from(products))).toEqual([{ slug: "whey" }]);
    const kept = (await readdir(dataDir)).filter((name) => name.startsWith("pglite.before-restore-"));
    expect(kept).toHaveLength(1);
    expect(existsSync(path.join(dataDir, kept[0] ?? "", "PG_VERSION"))).toBe(true);
  });
});
