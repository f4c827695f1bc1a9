import { createHmac, timingSafeEqual } from "node:crypto";
import { readDevelopmentSecret } from "./development-secret";

/** What a store command asks the running store to do for it (decisions 141, 154). */
export type CommandPurpose = "admin:create" | "db:backup";

/**
 * What a command run on this machine shows the running store to prove it was run by someone who can read the
 * store's secret: an HMAC of the command's name, never the secret itself, and good for that command only.
 */
export function commandToken(secret: string, purpose: CommandPurpose): string {
  return createHmac("sha256", secret).update(purpose).digest("base64url");
}

export function isCommandToken(options: { secret: string; token: string | null; purpose: CommandPurpose }): boolean {
  if (!options.token) return false;
  const expected = Buffer.from(commandToken(options.secret, options.purpose));
  const given = Buffer.from(options.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The store's secret as both the store and its commands read it: the configured one, else DATA_DIR's. */
export function storeSecret(env: { BETTER_AUTH_SECRET?: string; DATA_DIR: string }): string {
  return env.BETTER_AUTH_SECRET ?? readDevelopmentSecret(env.DATA_DIR);
}
