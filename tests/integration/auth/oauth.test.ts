import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readSession } from "~/.server/auth/session";
import { listSocialProviders } from "~/.server/auth/social-providers";
import { account, profiles, session, user } from "~/.server/db/schema";
import { parseEnv } from "~/.server/env";
import {
  browserHeaders,
  createTestAuth,
  createVerifiedUser,
  ORIGIN,
  PASSWORD,
  startTotpEnrolment,
  type TestAuth,
} from "../../support/auth-helpers";
import { withTestDatabase } from "../../support/database";
import { type FakeOAuthProvider, type FakeOAuthUser, startFakeOAuthProvider } from "../../support/fake-oauth-provider";
import { nextTotpCode, totpCode } from "../../support/totp";

// Some tests make password accounts the real way, with deliberately slow hashing.
vi.setConfig({ testTimeout: 60_000 });

const t = withTestDatabase();
const CLIENTS = {
  github: { clientId: "github-test-client", clientSecret: "github-test-secret" },
  google: { clientId: "google-test-client.apps.example", clientSecret: "google-test-secret" },
};
let provider: FakeOAuthProvider;

beforeAll(async () => {
  provider = await startFakeOAuthProvider({ clients: CLIENTS });
});
afterAll(() => provider.close());

function oauthAuth() {
  return createTestAuth(t.db, {
    env: {
      GITHUB_CLIENT_ID: CLIENTS.github.clientId,
      GITHUB_CLIENT_SECRET: CLIENTS.github.clientSecret,
      GOOGLE_CLIENT_ID: CLIENTS.google.clientId,
      GOOGLE_CLIENT_SECRET: CLIENTS.google.clientSecret,
      OAUTH_TEST_PROVIDER_URL: provider.url,
    },
  });
}

/** A browser's cookies: a later Set-Cookie of a name replaces the earlier one, an empty value deletes it. */
class CookieJar {
  private cookies = new Map<string, string>();

  take(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === "" || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string) {
    return this.cookies.has(name);
  }

  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** "Continue with …": the store's answer is the provider's authorization URL, with a state cookie. */
async function startSignIn(auth: TestAuth, jar: CookieJar, providerId: "github" | "google") {
  const response = await auth.handler(
    new Request(`${ORIGIN}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { ...Object.fromEntries(browserHeaders({ cookie: jar.header })), "content-type": "application/json" },
      body: JSON.stringify({ provider: providerId, callbackURL: "/account", errorCallbackURL: "/auth" }),
    }),
  );
  expect(response.status).toBe(200);
  jar.take(response.headers);
  return new URL(((await response.json()) as { url: string }).url);
}

/** The provider sends the browser back to the store's callback. */
async function finishSignIn(auth: TestAuth, jar: CookieJar, callback: URL) {
  const response = await auth.handler(new Request(callback, { headers: browserHeaders({ cookie: jar.header }) }));
  jar.take(response.headers);
  return { status: response.status, location: response.headers.get("location") ?? "" };
}

async function signInWith(auth: TestAuth, providerId: "github" | "google", person: FakeOAuthUser) {
  const jar = new CookieJar();
  const authorizeUrl = await startSignIn(auth, jar, providerId);
  const result = await finishSignIn(auth, jar, await provider.approve(authorizeUrl.toString(), person));
  return { ...result, jar, authorizeUrl };
}

const signedIn = (auth: TestAuth, jar: CookieJar) =>
  readSession({ auth, headers: browserHeaders({ cookie: jar.header }) });

describe("configuration", () => {
  it("offers a provider only when both of its credentials are set", () => {
    expect(listSocialProviders(parseEnv({}))).toEqual([]);
    expect(listSocialProviders(parseEnv({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" }))).toEqual([
      "github",
    ]);
  });

  it("points sign-in at a test provider only on a localhost store, and only at a loopback address", () => {
    const publicStore = {
      PUBLIC_URL: "https://shop.example",
      BETTER_AUTH_SECRET: "x".repeat(32),
      PAYMENT_PROVIDER: "test",
      ALLOW_TEST_PAYMENTS_IN_PUBLIC: "true",
    };
    expect(() => parseEnv({ ...publicStore, OAUTH_TEST_PROVIDER_URL: "http://127.0.0.1:5000" })).toThrow(
      /OAUTH_TEST_PROVIDER_URL/,
    );
    expect(() => parseEnv({ OAUTH_TEST_PROVIDER_URL: "https://evil.example" })).toThrow(/OAUTH_TEST_PROVIDER_URL/);
    expect(parseEnv({ OAUTH_TEST_PROVIDER_URL: "http://127.0.0.1:5000" }).OAUTH_TEST_PROVIDER_URL).toBe(
      "http://127.0.0.1:5000",
    );
  });
});

describe("GitHub sign-in", () => {
  it("uses PKCE (S256) and state, and makes a verified user with a profile", async () => {
    const auth = oauthAuth();
    const requestsBefore = provider.tokenRequests.length;
    const { status, location, jar, authorizeUrl } = await signInWith(auth, "github", {
      email: "octo@example.com",
      name: "Octo Cat",
    });

    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${provider.url}/github.com/login/oauth/authorize`);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback/github`);
    const [exchange] = provider.tokenRequests.slice(requestsBefore);
    expect(exchange).toMatchObject({ provider: "github", granted: true });
    const challenge = createHash("sha256")
      .update(exchange?.codeVerifier ?? "")
      .digest("base64url");
    expect(challenge).toBe(authorizeUrl.searchParams.get("code_challenge"));

    expect({ status, location }).toEqual({ status: 302, location: "/account" });
    const current = await signedIn(auth, jar);
    expect(current).toMatchObject({ email: "octo@example.com", emailVerified: true, name: "Octo Cat" });
    expect(current?.assurance).toEqual({ current: "aal1", next: "aal1" });
    const id = current?.id ?? "";
    expect(await t.db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, id))).toEqual([
      { providerId: "github" },
    ]);
    // GitHub's avatar here is the fake's own http address: only https pictures are kept.
    expect(await t.db.select().from(profiles).where(eq(profiles.id, id))).toEqual([
      expect.objectContaining({ displayName: "Octo Cat", avatarUrl: null }),
    ]);

    // The same GitHub account signs in to the same user.
    const again = await signInWith(auth, "github", { email: "octo@example.com", name: "Octo Cat" });
    expect((await signedIn(auth, again.jar))?.id).toBe(id);
    expect(await t.db.select().from(user)).toHaveLength(1);
  });

  it("refuses a code that comes back with another sign-in's state: the PKCE verifier does not match", async () => {
    const auth = oauthAuth();
    const first = new CookieJar();
    const second = new CookieJar();
    const firstUrl = await startSignIn(auth, first, "github");
    const secondUrl = await startSignIn(auth, second, "github");
    // An intercepted code (issued for the first request) replayed through the second browser's own flow.
    const stolen = await provider.approve(firstUrl.toString(), { email: "victim@example.com" });
    const callback = new URL(stolen);
    callback.searchParams.set("state", secondUrl.searchParams.get("state") ?? "");

    const requestsBefore = provider.tokenRequests.length;
    const result = await finishSignIn(auth, second, callback);
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\?error=/);
    expect(provider.tokenRequests.slice(requestsBefore)).toEqual([
      expect.objectContaining({ provider: "github", granted: false, error: "invalid_grant" }),
    ]);
    expect(await signedIn(auth, second)).toBeNull();
    expect(await t.db.select().from(user)).toHaveLength(0);
  });

  it("refuses a callback whose state is not this browser's, before asking the provider", async () => {
    const auth = oauthAuth();
    const shopper = new CookieJar();
    const attacker = new CookieJar();
    const attackerUrl = await startSignIn(auth, attacker, "github");
    await startSignIn(auth, shopper, "github");
    // Login CSRF: the attacker's own callback link, opened in the shopper's browser.
    const callback = await provider.approve(attackerUrl.toString(), { email: "attacker@example.com" });

    const requestsBefore = provider.tokenRequests.length;
    const result = await finishSignIn(auth, shopper, callback);
    expect(result.location).toMatch(/^\/auth\?error=state/);
    expect(provider.tokenRequests.length).toBe(requestsBefore);
    expect(await signedIn(auth, shopper)).toBeNull();
  });

  it("links to an existing account whose address is verified, and not to an unverified one", async () => {
    const auth = oauthAuth();
    const { user: existing } = await createVerifiedUser(auth, t.db, "lifter@example.com");
    // An address the provider has not verified proves nothing: no link.
    const unverified = await signInWith(auth, "github", { email: "lifter@example.com", emailVerified: false });
    expect(unverified.location).toBe("/auth?error=account_not_linked");
    expect(await signedIn(auth, unverified.jar)).toBeNull();

    const linked = await signInWith(auth, "github", { email: "Lifter@Example.com", name: "Lifter" });
    expect(linked.location).toBe("/account");
    expect((await signedIn(auth, linked.jar))?.id).toBe(existing.id);
    const providers = await t.db.select({ providerId: account.providerId }).from(account);
    expect(providers.map((row) => row.providerId).sort()).toEqual(["credential", "github"]);

    // Someone signed up with this address but never proved it: the provider's sign-in must not take it over.
    await auth.api.signUpEmail({
      body: { email: "claimed@example.com", password: PASSWORD, name: "" },
      headers: browserHeaders(),
    });
    const refused = await signInWith(auth, "github", { email: "claimed@example.com" });
    expect(refused.location).toBe("/auth?error=account_not_linked");
    expect(await signedIn(auth, refused.jar)).toBeNull();
  });
});

describe("Google sign-in", () => {
  it("reads the OpenID Connect ID token: name, verified address, and the https picture for the profile", async () => {
    const auth = oauthAuth();
    const picture = "https://lh3.googleusercontent.com/a/test-picture";
    const { location, jar, authorizeUrl } = await signInWith(auth, "google", {
      email: "gina@example.com",
      name: "Gina Gym",
      picture,
    });
    expect(authorizeUrl.searchParams.get("scope")?.split(" ")).toEqual(["openid", "email", "profile"]);
    expect(location).toBe("/account");
    const current = await signedIn(auth, jar);
    expect(current).toMatchObject({ email: "gina@example.com", emailVerified: true, name: "Gina Gym" });
    expect(
      await t.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, current?.id ?? "")),
    ).toEqual([expect.objectContaining({ displayName: "Gina Gym", avatarUrl: picture })]);
  });
});

describe("social sign-in with two-factor authentication on", () => {
  it("asks for the second factor before any session exists, then signs in at aal2", async () => {
    const auth = oauthAuth();
    const { cookie } = await createVerifiedUser(auth, t.db, "guarded@example.com");
    const secret = await startTotpEnrolment(auth, cookie);
    await auth.api.verifyTOTP({ body: { code: totpCode(secret) }, headers: browserHeaders({ cookie }) });
    const sessionsBefore = await t.db.select().from(session);

    const { status, location, jar } = await signInWith(auth, "github", { email: "guarded@example.com" });
    expect(status).toBe(302);
    expect(location).toBe("/auth?step=two-factor&redirectTo=%2Faccount");
    expect(jar.has("better-auth.session_token")).toBe(false);
    expect(jar.has("better-auth.two_factor")).toBe(true);
    expect(await signedIn(auth, jar)).toBeNull();
    // The session the callback made was deleted, not merely hidden from this browser.
    expect(await t.db.select().from(session)).toHaveLength(sessionsBefore.length);

    await expect(
      auth.api.verifyTOTP({ body: { code: "000000" }, headers: browserHeaders({ cookie: jar.header }) }),
    ).rejects.toMatchObject({ statusCode: 401, body: { code: "INVALID_CODE" } });
    const verified = await auth.api.verifyTOTP({
      body: { code: nextTotpCode(secret) },
      headers: browserHeaders({ cookie: jar.header }),
      returnHeaders: true,
    });
    jar.take(verified.headers);
    const current = await signedIn(auth, jar);
    expect(current?.email).toBe("guarded@example.com");
    expect(current?.assurance).toEqual({ current: "aal2", next: "aal2" });
  });
});
