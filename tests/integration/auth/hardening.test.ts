import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { REAUTHENTICATION_MESSAGES } from "~/.server/auth/account-guards";
import { handleAuthApiRequest } from "~/.server/auth/handler";
import { AUTH_RATE_LIMITS, checkAuthRateLimit } from "~/.server/auth/rate-limit";
import { CODE_ALREADY_USED } from "~/.server/auth/single-use-totp";
import { account, session, user } from "~/.server/db/schema";
import { createDatabaseRateLimitStore } from "~/.server/rate-limit/database-store";
import {
  browserHeaders,
  cookieFrom,
  createTestAuth,
  createVerifiedUser,
  ORIGIN,
  PASSWORD,
  startTotpEnrolment,
  type TestAuth,
} from "../../support/auth-helpers";
import { withTestDatabase } from "../../support/database";
import { totpCode } from "../../support/totp";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 60_000 });

const t = withTestDatabase();

function authApi(auth: TestAuth, path: string, init: { cookie?: string; ip?: string; json?: unknown } = {}) {
  const headers = browserHeaders({ cookie: init.cookie });
  if (init.json !== undefined) headers.set("content-type", "application/json");
  return handleAuthApiRequest({
    auth,
    context: { clientIp: init.ip ?? "198.51.100.1" },
    request: new Request(`${ORIGIN}/api/auth${path}`, {
      method: init.json === undefined ? "GET" : "POST",
      headers,
      ...(init.json !== undefined && { body: JSON.stringify(init.json) }),
    }),
  });
}

describe("display names through the auth API", () => {
  it("keep the 2–100 character rule on sign-up and update-user, leaving the stored name alone", async () => {
    const auth = createTestAuth(t.db);
    const signUp = await authApi(auth, "/sign-up/email", {
      json: { email: "long@example.com", password: PASSWORD, name: "x".repeat(101) },
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toMatchObject({ code: "INVALID_NAME", message: "Name must be at most 100 characters" });
    expect(await t.db.select().from(user)).toHaveLength(0);

    const { cookie, user: shopper } = await createVerifiedUser(auth, t.db, "named@example.com");
    for (const name of ["x".repeat(101), "A"]) {
      const update = await authApi(auth, "/update-user", { cookie, json: { name } });
      expect(update.status, name).toBe(400);
    }
    const fine = await authApi(auth, "/update-user", { cookie, json: { name: "  Ada Lovelace  " } });
    expect(fine.status).toBe(200);
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, shopper.id));
    expect(row?.name).toBe("Ada Lovelace");
  });
});

describe("session tokens", () => {
  it("are not in get-session or list-sessions answers, which page scripts can read", async () => {
    const auth = createTestAuth(t.db);
    const { cookie } = await createVerifiedUser(auth, t.db, "tokens@example.com");
    const tokens = (await t.db.select({ token: session.token }).from(session)).map((row) => row.token);
    expect(tokens.length).toBeGreaterThan(0);

    const current = await authApi(auth, "/get-session", { cookie });
    const list = await authApi(auth, "/list-sessions", { cookie });
    expect(current.status).toBe(200);
    expect(list.status).toBe(200);
    const currentBody = await current.json();
    const listBody = await list.json();
    expect(currentBody).toMatchObject({
      user: { email: "tokens@example.com" },
      session: { userId: expect.any(String) },
    });
    expect(currentBody.session).not.toHaveProperty("token");
    expect(listBody).toHaveLength(1);
    expect(listBody[0]).not.toHaveProperty("token");
    for (const token of tokens) expect(JSON.stringify([currentBody, listBody])).not.toContain(token);
  });
});

describe("deleting an account", () => {
  it("needs the password when the account has one, however fresh the session", async () => {
    const auth = createTestAuth(t.db);
    const { cookie } = await createVerifiedUser(auth, t.db, "keep@example.com");
    const without = await authApi(auth, "/delete-user", { cookie, json: {} });
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({
      code: "PASSWORD_REQUIRED",
      message: REAUTHENTICATION_MESSAGES.passwordRequired,
    });
    const wrong = await authApi(auth, "/delete-user", { cookie, json: { password: "Not-The-Password-1" } });
    expect(wrong.status).toBe(400);
    expect(await t.db.select().from(user)).toHaveLength(1);

    const right = await authApi(auth, "/delete-user", { cookie, json: { password: PASSWORD } });
    expect(right.status).toBe(200);
    expect(await t.db.select().from(user)).toHaveLength(0);
  });

  it("without a password (a provider's account) needs a sign-in of the last five minutes", async () => {
    const auth = createTestAuth(t.db);
    const { cookie, user: shopper } = await createVerifiedUser(auth, t.db, "social@example.com");
    // As an account made by a provider's sign-in: no password.
    await t.db.delete(account).where(eq(account.providerId, "credential"));
    await t.db.update(session).set({ createdAt: new Date(Date.now() - 10 * 60_000) });
    const stale = await authApi(auth, "/delete-user", { cookie, json: {} });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({
      code: "REAUTHENTICATION_REQUIRED",
      message: REAUTHENTICATION_MESSAGES.signInAgain,
    });
    expect(await t.db.select().from(user)).toHaveLength(1);

    await t.db.update(session).set({ createdAt: new Date() }).where(eq(session.userId, shopper.id));
    const fresh = await authApi(auth, "/delete-user", { cookie, json: {} });
    expect(fresh.status).toBe(200);
    expect(await t.db.select().from(user)).toHaveLength(0);
  });
});

describe("TOTP codes", () => {
  it("are accepted once: the code that completed one sign-in cannot complete another", async () => {
    const auth = createTestAuth(t.db);
    const { cookie } = await createVerifiedUser(auth, t.db, "once@example.com");
    const secret = await startTotpEnrolment(auth, cookie);
    // Enrolled with the previous step's code, which the server still accepts: the current one stays unspent.
    await auth.api.verifyTOTP({
      body: { code: totpCode(secret, Date.now() - 30_000) },
      headers: browserHeaders({ cookie }),
    });

    const challenge = async (ip: string) => {
      const password = await authApi(auth, "/sign-in/email", {
        ip,
        json: { email: "once@example.com", password: PASSWORD },
      });
      expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
      return cookieFrom(password.headers);
    };
    const first = await challenge("198.51.100.10");
    const second = await challenge("203.0.113.99");
    const code = totpCode(secret);
    const [a, b] = await Promise.all([
      authApi(auth, "/two-factor/verify-totp", { cookie: first, json: { code } }),
      authApi(auth, "/two-factor/verify-totp", { cookie: second, json: { code } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const refused = a.status === 401 ? a : b;
    expect(await refused.json()).toMatchObject(CODE_ALREADY_USED);
  });
});

describe("sign-in throttle", () => {
  it("a correct password makes its address the owner's: guessing elsewhere never locks it out", async () => {
    const store = createDatabaseRateLimitStore(t.db);
    const auth = createTestAuth(t.db, { rateLimitStore: store });
    await createVerifiedUser(auth, t.db, "owner@example.com");
    const home = "198.51.100.200";
    const signIn = (ip: string, password: string) =>
      authApi(auth, "/sign-in/email", { ip, json: { email: "owner@example.com", password } });
    expect((await signIn(home, PASSWORD)).status).toBe(200);

    const ceiling = AUTH_RATE_LIMITS["/sign-in/email"]?.perEmail?.limit ?? 0;
    for (let n = 0; n < ceiling; n += 1) {
      await checkAuthRateLimit({ store, path: "/sign-in/email", email: "owner@example.com", ip: `10.2.${n}.1` });
    }
    expect((await signIn("10.3.0.1", PASSWORD)).status).toBe(429);
    expect((await signIn(home, PASSWORD)).status).toBe(200);
  });
});
