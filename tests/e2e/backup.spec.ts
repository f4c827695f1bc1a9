import { execFile } from "node:child_process";
import { rm, stat } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";

const run = promisify(execFile);

test("npm run db:backup on the running store writes the embedded database through the store itself", async () => {
  const port = process.env.E2E_PORT ?? "";
  const out = `.test-data/e2e-${port}-backup.tar.gz`;
  try {
    const { stdout } = await run("npm", ["run", "--silent", "db:backup", "--", "--out", out], {
      env: { ...process.env, PORT: port, DATA_DIR: `.test-data/e2e-${port}`, LOG_LEVEL: "warn" },
    });
    expect(stdout).toContain(`Backed up the embedded database to ${out}`);
    expect((await stat(out)).size).toBeGreaterThan(100_000);
    // Restoring needs the store stopped: with it running, the command refuses and changes nothing.
    const restore = run("npm", ["run", "--silent", "db:restore", "--", "--from", out], {
      env: { ...process.env, PORT: port, DATA_DIR: `.test-data/e2e-${port}`, LOG_LEVEL: "warn" },
    });
    await expect(restore).rejects.toMatchObject({
      stderr: expect.stringContaining("The store is running: stop it first"),
    });
  } finally {
    await rm(out, { force: true });
  }
});
