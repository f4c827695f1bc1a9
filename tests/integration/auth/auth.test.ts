import { createPublicKey, verify } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { answerSessionSnapshot, handleAuthApiRequest } from "~/.server/auth/handler";
import { COMMON_PASSWORD_MESSAGE } from "~/.server/auth/password-policy";
import { readSession } from "~/.server/auth/session";
import { profiles, session, user } from "~/.server/db/schema";
import {
  browserHeaders,
  cookieFrom,
  createTestAuth,
  createVerifiedUser,
  firstLink,
  mailsTo,
  ORIGIN,
  PASSWORD,
  startTotpEnrolment,
} from "../../support/auth-helpers";
import { withTestDatabase } from "../../support/database";
import { nextTotpCode, totpCode } from "../../support/totp";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 60_000 });

const t = withTestDatabase();

describe("sign-up", () => {
  it("answers an existing address exactly like a new one, and e-mails its owner instead", async () => {
    const auth = createTestAuth(t.db);
    const body = { email: "Repeat@Example.com", password: PASSWORD, name: "Rae Peat" };
    const first = await auth.api.signUpEmail({ body, headers: browserHeaders() });
    const second = await auth.api.signUpEmail({ body, headers: browserHeaders() });

    expect(first.token).toBeNull();
    expect(second.token).toBeNull();
    expect(Object.keys(second.user).sort()).toEqual(Object.keys(first.user).sort());
    expect(await t.db.select().from(user)).toHaveLength(1);
    const subjects = (await mailsTo(t.db, "repeat@example.com")).map((mail) => mail.subject);
    expect(subjects).toEqual([
      "You already have a Charge Supplements account",
      "Verify your email for Charge Supplements",
    ]);
  });

  it("makes the profile from the full name", async () => {
    const auth = createTestAuth(t.db);
    const { user: created } = await auth.api.signUpEmail({
      body: { email: "named@example.com", password: PASSWORD, name: "Nina Named" },
      headers: browserHeaders(),
    });
    expect(await t.db.select().from(profiles).where(eq(profiles.id, created.id))).toEqual([
      expect.objectContaining({ displayName: "Nina Named", avatarUrl: null }),
    ]);
  });

  it("refuses a common password, however it is capitalised, before looking at the address", async () => {
    const auth = createTestAuth(t.db);
    await expect(
      auth.api.signUpEmail({
        body: { email: "weak@example.com", password: "PassWord1", name: "" },
        headers: browserHeaders(),
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON" },
    });
    expect(await t.db.select().from(user)).toHaveLength(0);
  });
});

describe("sign-in and sessions", () => {
  it("needs a verified address; the link signs in with an httpOnly, SameSite=Lax better-auth cookie", async () => {
    const auth = createTestAuth(t.db);
    const body = { email: "fresh@example.com", password: PASSWORD, callbackURL: "/auth" };
    await auth.api.signUpEmail({ body: { ...body, name: "" }, headers: browserHeaders() });
    // Signing in unverified is refused, and sends a fresh link (the newest e-mail).
    await expect(auth.api.signInEmail({ body, headers: browserHeaders() })).rejects.toMatchObject({
      statusCode: 403,
      body: { code: "EMAIL_NOT_VERIFIED" },
    });

    const [mail] = await mailsTo(t.db, "fresh@example.com");
    const link = firstLink(mail?.text ?? "");
    expect(link.startsWith(`${ORIGIN}/api/auth/verify-email?token=`)).toBe(true);
    const verified = await auth.handler(new Request(link, { headers: browserHeaders() }));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/auth");
    const [cookie] = verified.headers.getSetCookie();
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("gives a new session token at every sign-in, and exposes the assurance level", async () => {
    const auth = createTestAuth(t.db);
    const { cookie, user: first } = await createVerifiedUser(auth, t.db, "rotate@example.com");
    expect(first.assurance).toEqual({ current: "aal1", next: "aal1" });

    const signedIn = await auth.api.signInEmail({
      body: { email: "rotate@example.com", password: PASSWORD },
      headers: browserHeaders({ cookie }),
      returnHeaders: true,
    });
    const again = await readSession({ auth, headers: browserHeaders({ cookie: cookieFrom(signedIn.headers) }) });
    expect(again?.sessionId).not.toBe(first.sessionId);
    expect(cookieFrom(signedIn.headers)).not.toBe(cookie);
  });

  it("the browser's session snapshot holds no token, and signing out ends the session", async () => {
    const auth = createTestAuth(t.db);
    const { cookie } = await createVerifiedUser(auth, t.db, "snapshot@example.com");
    const request = new Request(`${ORIGIN}/api/auth/session`, { headers: browserHeaders({ cookie }) });
    const snapshot = await answerSessionSnapshot({ auth, request });
    expect(snapshot.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await snapshot.json()).toEqual({ user: { email: "snapshot@example.com" } });

    const signOut = await handleAuthApiRequest({
      auth,
      request: new Request(`${ORIGIN}/api/auth/sign-out`, { method: "POST", headers: browserHeaders({ cookie }) }),
    });
    expect(signOut.status).toBe(200);
    expect(await t.db.select().from(session)).toHaveLength(0);
    const after = await answerSessionSnapshot({
      auth,
      request: new Request(`${ORIGIN}/api/auth/session`, { headers: browserHeaders({ cookie }) }),
    });
    expect(await after.json()).toEqual({ user: null });
  });

  it("a password change signs out the other sessions and e-mails the owner", async () => {
    const auth = createTestAuth(t.db);
    const { cookie } = await createVerifiedUser(auth, t.db, "change@example.com");
    const other = await auth.api.signInEmail({
      body: { email: "change@example.com", password: PASSWORD },
      headers: browserHeaders(),
      returnHeaders: true,
    });
    await expect(
      auth.api.changePassword({
        body: { currentPassword: PASSWORD, newPassword: "qwerty123", revokeOtherSessions: true },
        headers: browserHeaders({ cookie }),
      }),
    ).rejects.toMatchObject({ body: { code: "PASSWORD_TOO_COMMON" } });

    await auth.api.changePassword({
      body: { currentPassword: PASSWORD, newPassword: "Fresh-Creatine-9", revokeOtherSessions: true },
      headers: browserHeaders({ cookie }),
    });
    expect(await readSession({ auth, headers: browserHeaders({ cookie: cookieFrom(other.headers) }) })).toBeNull();
    const subjects = (await mailsTo(t.db, "change@example.com")).map((mail) => mail.subject);
    expect(subjects[0]).toBe("Charge Supplements: your password was changed");
  });
});

describe("two-factor authentication and tokens", () => {
  it("sign-in asks for the code, and the session it then creates is aal2", async () => {
    const auth = createTestAuth(t.db);
    const { cookie } = await createVerifiedUser(auth, t.db, "second@example.com");
    const secret = await startTotpEnrolment(auth, cookie);
    const confirmed = await auth.api.verifyTOTP({
      body: { code: totpCode(secret) },
      headers: browserHeaders({ cookie }),
      returnHeaders: true,
    });
    const enrolled = await readSession({ auth, headers: browserHeaders({ cookie: cookieFrom(confirmed.headers) }) });
    expect(enrolled?.twoFactorEnabled).toBe(true);
    expect(enrolled?.assurance).toEqual({ current: "aal2", next: "aal2" });
    const notices = () => mailsTo(t.db, "second@example.com").then((mails) => mails.map((mail) => mail.subject));
    expect(await notices()).toEqual([
      "Charge Supplements: two-factor authentication is on",
      "Verify your email for Charge Supplements",
    ]);

    const password = await auth.api.signInEmail({
      body: { email: "second@example.com", password: PASSWORD },
      headers: browserHeaders(),
      returnHeaders: true,
    });
    expect(password.response).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookieFrom(password.headers);
    expect(challenge).toMatch(/better-auth\.two_factor=/);
    expect(await readSession({ auth, headers: browserHeaders({ cookie: challenge }) })).toBeNull();

    await expect(
      auth.api.verifyTOTP({ body: { code: "000000" }, headers: browserHeaders({ cookie: challenge }) }),
    ).rejects.toMatchObject({ statusCode: 401, body: { code: "INVALID_CODE" } });
    const second = await auth.api.verifyTOTP({
      body: { code: nextTotpCode(secret) },
      headers: browserHeaders({ cookie: challenge }),
      returnHeaders: true,
    });
    const signedIn = await readSession({ auth, headers: browserHeaders({ cookie: cookieFrom(second.headers) }) });
    expect(signedIn?.assurance).toEqual({ current: "aal2", next: "aal2" });
    // Signing in with a code is not news to the owner: no further notice.
    expect(await notices()).toHaveLength(2);
  });

  it("issues JWTs that verify against the JWKS, carrying the assurance level", async () => {
    const auth = createTestAuth(t.db);
    const { cookie } = await createVerifiedUser(auth, t.db, "token@example.com");
    const { token } = await auth.api.getToken({ headers: browserHeaders({ cookie }) });
    const { keys } = await auth.api.getJwks();
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const { kid } = JSON.parse(Buffer.from(header, "base64url").toString());
    const jwk = keys.find((key) => key.kid === kid);
    expect(jwk).toBeDefined();
    const key = createPublicKey({ key: jwk as never, format: "jwk" });
    expect(verify(null, Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, "base64url"))).toBe(true);
    expect(JSON.parse(Buffer.from(payload, "base64url").toString())).toMatchObject({
      email: "token@example.com",
      aal: "aal1",
      iss: ORIGIN,
    });
  });
});
