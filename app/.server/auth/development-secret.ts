import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SECRET_FILE = "auth-secret";

/**
 * The secret a localhost store signs sessions with when BETTER_AUTH_SECRET is unset: 256 random bits made
 * on first start and kept under DATA_DIR, readable by its owner only (decision 072). A published constant
 * would let anyone who reaches the store forge its sessions; a per-process one would sign everyone out at
 * every restart.
 */
export function readDevelopmentSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // "wx": of two processes starting at once, one writes and the other reads what it wrote.
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}
