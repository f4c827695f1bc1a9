import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { auditLog, staffMembers, user } from "~/.server/db/schema";

const run = promisify(execFile);
let dataDir: string | undefined;

/** This process's environment without DATABASE_URL, so the command takes the embedded database. */
function embeddedEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _server, ...env } = process.env;
  return env;
}

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

// The running store's path is the browser suite's (tests/e2e/admin.spec.ts); this is the stopped store's,
// which opens the embedded database itself. On PostgreSQL that path is the same code with DATABASE_URL.
describe.skipIf(process.env.TEST_DB === "postgres")("npm run admin:create on a stopped store", () => {
  it("opens the embedded database itself, makes the owner and prints the one-time link", {
    timeout: 120_000,
  }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "admin-create-"));
    const { stdout } = await run(
      "npx",
      ["tsx", "scripts/admin-create.ts", "--email", "Boss@Shop.example", "--url", "http://127.0.0.1:9"],
      { env: { ...embeddedEnv(), DATA_DIR: dataDir, LOG_LEVEL: "silent" } },
    );
    expect(stdout).toContain("Created the owner account boss@shop.example.");
    expect(stdout).toMatch(
      /http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+\?callbackURL=%2Fauth%2Freset-password/,
    );

    const handle = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    try {
      const [owner] = await handle.db.select().from(user);
      expect(owner).toMatchObject({ email: "boss@shop.example", emailVerified: true });
      expect(
        await handle.db.select({ userId: staffMembers.userId, role: staffMembers.role }).from(staffMembers),
      ).toEqual([{ userId: owner?.id, role: "owner" }]);
      expect(await handle.db.select({ action: auditLog.action }).from(auditLog)).toEqual([{ action: "owner.created" }]);
    } finally {
      await handle.close();
    }
  });
});
