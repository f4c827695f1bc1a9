import { execFile } from "node:child_process";
import { rm, stat } from "node:fs/promises";
import { promisify } from "node:util";
import { COMMAND_TOKEN_LIFETIME_MS, commandToken, storeSecret } from "~/.server/auth/command-token";
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

test("the backup endpoint refuses a client a trusted proxy reports as remote, and an expired token (decision 202)", async ({
  request,
}) => {
  const secret = storeSecret({ DATA_DIR: `.test-data/e2e-${process.env.E2E_PORT ?? ""}` });
  const post = (token: string, headers: Record<string, string> = {}) =>
    request.post("/api/admin/backup", {
      headers: { authorization: `Bearer ${token}`, ...headers },
      form: {},
      failOnStatusCode: false,
    });
  // The suite's store trusts loopback as a proxy (playwright.config.ts), as a store behind nginx on its machine does.
  const remote = await post(commandToken(secret, "db:backup"), { "X-Forwarded-For": "203.0.113.5" });
  expect(remote.status()).toBe(404);
  const expired = await post(commandToken(secret, "db:backup", Date.now() - COMMAND_TOKEN_LIFETIME_MS - 1));
  expect(expired.status()).toBe(404);
  // The same request from this machine with a fresh token is answered.
  const fresh = await post(commandToken(secret, "db:backup"), { "X-Forwarded-For": "127.0.0.1" });
  expect(fresh.status()).toBe(200);
  expect(fresh.headers()["content-type"]).toBe("application/gzip");
});
