import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readDevelopmentSecret } from "~/.server/auth/development-secret";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-secret-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("readDevelopmentSecret", () => {
  it("makes 256 random bits on first use, readable by the owner only, and keeps them", async () => {
    const dir = path.join(dataDir, "not-yet-made");
    const secret = readDevelopmentSecret(dir);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect((await stat(path.join(dir, "auth-secret"))).mode & 0o777).toBe(0o600);
    expect(readDevelopmentSecret(dir)).toBe(secret);
    expect(await readFile(path.join(dir, "auth-secret"), "utf8")).toBe(secret);
  });

  it("differs between stores", () => {
    expect(readDevelopmentSecret(path.join(dataDir, "a"))).not.toBe(readDevelopmentSecret(path.join(dataDir, "b")));
  });

  it("reads a secret already there", async () => {
    await writeFile(path.join(dataDir, "auth-secret"), "kept-from-an-earlier-start\n");
    expect(readDevelopmentSecret(dataDir)).toBe("kept-from-an-earlier-start");
  });
});
