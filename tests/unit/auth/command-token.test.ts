import { describe, expect, it } from "vitest";
import { COMMAND_TOKEN_LIFETIME_MS, commandToken, isCommandToken } from "~/.server/auth/command-token";

const SECRET = "a-store-secret-of-enough-length-0123456789";
const NOW = Date.UTC(2026, 10, 28, 5, 0, 0);

describe("command tokens (decision 202)", () => {
  it("are good for their command only, for COMMAND_TOKEN_LIFETIME_MS", () => {
    const token = commandToken(SECRET, "db:backup", NOW);
    expect(isCommandToken({ secret: SECRET, token, purpose: "db:backup", now: NOW })).toBe(true);
    expect(
      isCommandToken({ secret: SECRET, token, purpose: "db:backup", now: NOW + COMMAND_TOKEN_LIFETIME_MS - 1 }),
    ).toBe(true);
    expect(isCommandToken({ secret: SECRET, token, purpose: "db:backup", now: NOW + COMMAND_TOKEN_LIFETIME_MS })).toBe(
      false,
    );
    expect(isCommandToken({ secret: SECRET, token, purpose: "admin:create", now: NOW })).toBe(false);
    expect(isCommandToken({ secret: "another-secret", token, purpose: "db:backup", now: NOW })).toBe(false);
  });

  it("refuse a changed expiry, one further ahead than any command makes, and anything malformed", () => {
    const [expiresAt, signature] = commandToken(SECRET, "db:backup", NOW).split(".");
    const later = `${Number(expiresAt) + 1000}.${signature}`;
    expect(isCommandToken({ secret: SECRET, token: later, purpose: "db:backup", now: NOW })).toBe(false);
    const farAhead = commandToken(SECRET, "db:backup", NOW + 10 * COMMAND_TOKEN_LIFETIME_MS);
    expect(isCommandToken({ secret: SECRET, token: farAhead, purpose: "db:backup", now: NOW })).toBe(false);
    for (const token of [null, "", "forged", `${expiresAt}.`, `.${signature}`, `${expiresAt}.${signature}.x`]) {
      expect(isCommandToken({ secret: SECRET, token, purpose: "db:backup", now: NOW }), String(token)).toBe(false);
    }
  });
});
