import { createHmac, timingSafeEqual } from "node:crypto";
import { readDevelopmentSecret } from "./development-secret";

/** What a command asks the running store to do for it. */
export type CommandPurpose = "admin:create" | "db:backup";

/**
 * How long a command's token is good for. A command makes its token just before its one request, on the
 * store's own machine and clock, so a minute is ample; a token copied from a log or a shell history is
 * useless soon after (decision 202).
 */
export const COMMAND_TOKEN_LIFETIME_MS = 60_000;

function signature(secret: string, purpose: CommandPurpose, expiresAt: number): string {
  return createHmac("sha256", secret).update(`${purpose}:${expiresAt}`).digest("base64url");
}

/**
 * What a command run on this machine shows the running store to prove it was run by someone who can read the
 * store's secret: when it expires (milliseconds since the epoch) and an HMAC of that and the command's name,
 * never the secret itself, and good for that command only.
 */
export function commandToken(secret: string, purpose: CommandPurpose, now = Date.now()): string {
  const expiresAt = now + COMMAND_TOKEN_LIFETIME_MS;
  return `${expiresAt}.${signature(secret, purpose, expiresAt)}`;
}

export function isCommandToken(options: {
  secret: string;
  token: string | null;
  purpose: CommandPurpose;
  now?: number;
}): boolean {
  const match = /^(\d{1,15})\.([\w-]+)$/.exec(options.token ?? "");
  if (!match?.[1] || !match[2]) return false;
  const expiresAt = Number(match[1]);
  const now = options.now ?? Date.now();
  // Expired, or dated further ahead than any token this store's commands make.
  if (expiresAt <= now || expiresAt > now + COMMAND_TOKEN_LIFETIME_MS) return false;
  const expected = Buffer.from(signature(options.secret, options.purpose, expiresAt));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The store's secret as both the store and its commands read it: the configured one, else DATA_DIR's. */
export function storeSecret(env: { BETTER_AUTH_SECRET?: string; DATA_DIR: string }): string {
  return env.BETTER_AUTH_SECRET ?? readDevelopmentSecret(env.DATA_DIR);
}
