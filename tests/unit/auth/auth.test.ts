import { describe, expect, it } from "vitest";
import { assuranceLevelForNewSession } from "~/.server/auth/assurance";
import { describeDevice } from "~/.server/auth/device";
import { existingAccountMessage, securityNoticeMessage, verifyEmailMessage } from "~/.server/auth/emails";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/.server/auth/password-policy";
import { checkAuthRateLimit } from "~/.server/auth/rate-limit";
import { authHeaders, CLIENT_IP_HEADER, isSameOriginPost, siteOrigin } from "~/.server/auth/request";
import { parseEnv } from "~/.server/env";
import { type RateLimitStore, rateLimitMessage } from "~/.server/rate-limit/check-rate-limits";
import { AUTH_MESSAGES, avatarInitial, isBackupCode, parseAccountTab, safeRedirectPath } from "~/lib/auth";
import { profileSchema, signInSchema, signUpSchema, twoFactorCodeSchema } from "~/lib/auth.schema";
import { fieldErrors } from "~/lib/forms";
import { totpCode } from "../../support/totp";

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe("sign-in and sign-up rules (docs/product.md#accounts)", () => {
  it("gives the messages word for word", () => {
    expect(errorsOf(signInSchema.safeParse({ email: "not-an-address", password: "12345" }))).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
    expect(errorsOf(signInSchema.safeParse({}))).toEqual({
      email: AUTH_MESSAGES.invalidEmail,
      password: AUTH_MESSAGES.passwordTooShort,
    });
    expect(errorsOf(signUpSchema.safeParse({ email: "a@b.co", password: "123456", fullName: " A " }))).toEqual({
      fullName: "Name must be at least 2 characters",
    });
  });

  it("trims the address, and treats a blank full name as none", () => {
    const parsed = signUpSchema.parse({ email: "  shopper@example.com ", password: "123456", fullName: "   " });
    expect(parsed).toEqual({ email: "shopper@example.com", password: "123456", fullName: undefined });
  });

  it("takes a 6-digit code or a backup code, with spaces or a dash", () => {
    expect(twoFactorCodeSchema.parse({ code: " 123 456 " }).code).toBe("123456");
    expect(twoFactorCodeSchema.parse({ code: "AbCdE-12345" }).code).toBe("AbCdE-12345");
    expect(twoFactorCodeSchema.safeParse({ code: "12345" }).success).toBe(false);
    expect(isBackupCode("123456")).toBe(false);
    expect(isBackupCode("AbCdE12345")).toBe(true);
  });

  it("accepts only https avatar addresses", () => {
    expect(profileSchema.parse({ displayName: "", avatarUrl: "" })).toEqual({
      displayName: undefined,
      avatarUrl: undefined,
    });
    expect(profileSchema.safeParse({ avatarUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(profileSchema.safeParse({ avatarUrl: "http://images.example/a.png" }).success).toBe(false);
    expect(profileSchema.parse({ avatarUrl: "https://images.example/a.png" }).avatarUrl).toBe(
      "https://images.example/a.png",
    );
  });
});

describe("safeRedirectPath", () => {
  it("keeps paths on this site and refuses everything else", () => {
    expect(safeRedirectPath("/checkout")).toBe("/checkout");
    expect(safeRedirectPath("/account?tab=settings")).toBe("/account?tab=settings");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "checkout",
      null,
      42,
    ]) {
      expect(safeRedirectPath(bad)).toBe("/account");
    }
  });
});

describe("account page helpers", () => {
  it("the avatar letter comes from the display name, else the e-mail, else 'U'", () => {
    expect(avatarInitial("sam lifter", "x@example.com")).toBe("S");
    expect(avatarInitial("  ", "xena@example.com")).toBe("X");
    expect(avatarInitial(null, null)).toBe("U");
  });

  it("?tab= chooses favorites, orders, subscriptions, addresses or settings, favorites by default", () => {
    expect(parseAccountTab("settings")).toBe("settings");
    expect(parseAccountTab("orders")).toBe("orders");
    expect(parseAccountTab("subscriptions")).toBe("subscriptions");
    expect(parseAccountTab("admin")).toBe("favorites");
    expect(parseAccountTab(null)).toBe("favorites");
  });

  it("names devices the way their owners know them", () => {
    const mac =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
    const edge =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0";
    expect(describeDevice(mac)).toBe("Safari on macOS");
    expect(describeDevice(android)).toBe("Chrome on Android");
    expect(describeDevice(edge)).toBe("Edge on Windows");
    expect(describeDevice("")).toBe("Unknown device");
  });
});

describe("password policy (docs/product.md#accounts)", () => {
  it("refuses the most common passwords however they are written", () => {
    for (const password of ["123456", "password1", "PASSWORD", "Qwerty123", " iloveyou "]) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword("Protein-Shaker-42")).toBe(false);
    expect(COMMON_PASSWORD_MESSAGE).toMatch(/commonly used/);
  });
});

describe("assurance levels", () => {
  it("a session made after a second factor, or replacing an aal2 session, is aal2", () => {
    expect(assuranceLevelForNewSession({ path: "/two-factor/verify-totp" })).toBe("aal2");
    expect(assuranceLevelForNewSession({ path: "/two-factor/verify-backup-code" })).toBe("aal2");
    expect(assuranceLevelForNewSession({ path: "/sign-in/email" })).toBe("aal1");
    expect(
      assuranceLevelForNewSession({ path: "/change-password", context: { session: { session: { aal: "aal2" } } } }),
    ).toBe("aal2");
    expect(assuranceLevelForNewSession(null)).toBe("aal1");
  });
});

/** Counters in a Map, for the rules alone. */
function memoryStore(now: () => number): RateLimitStore & { keys: () => string[] } {
  const counters = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const current = counters.get(key);
      const next =
        current && current.resetAt > now()
          ? { ...current, count: current.count + 1 }
          : { count: 1, resetAt: now() + windowMs };
      counters.set(key, next);
      return { count: next.count, resetAt: new Date(next.resetAt) };
    },
    async peek(key) {
      const current = counters.get(key);
      return current && current.resetAt > now() ? current.count : 0;
    },
    keys: () => [...counters.keys()],
  };
}

describe("auth rate limits", () => {
  it("count per e-mail (hashed, any case) and per IP, and tell how long to wait", async () => {
    const now = Date.UTC(2026, 0, 1);
    const store = memoryStore(() => now);
    const attempt = (email: string) =>
      checkAuthRateLimit({ store, path: "/sign-up/email", email, ip: "192.0.2.1", now: new Date(now) });
    for (let n = 0; n < 5; n += 1) expect(await attempt("New@Example.com")).toEqual({ allowed: true });
    expect(await attempt("new@example.com")).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    expect(store.keys().some((key) => key.includes("example.com"))).toBe(false);
  });

  it("leave other paths alone", async () => {
    const store = memoryStore(() => 0);
    expect(await checkAuthRateLimit({ store, path: "/get-session", ip: "192.0.2.1" })).toEqual({ allowed: true });
    expect(store.keys()).toEqual([]);
  });

  it("say how long to wait in whole minutes", () => {
    expect(rateLimitMessage(30)).toBe("Too many attempts. Please wait 1 minute and try again.");
    expect(rateLimitMessage(900)).toBe("Too many attempts. Please wait 15 minutes and try again.");
  });
});

describe("requests", () => {
  const local = "http://localhost:3000";

  it("a localhost store answers on its own port; a public store only on PUBLIC_URL", () => {
    const request = new Request("http://localhost:4321/auth");
    expect(siteOrigin({ publicUrl: local, request })).toBe("http://localhost:4321");
    expect(siteOrigin({ publicUrl: local, request: new Request("http://evil.example/auth") })).toBe(local);
    expect(siteOrigin({ publicUrl: "https://shop.example", request })).toBe("https://shop.example");
  });

  it("accepts form posts from the site's own pages only", () => {
    const post = (origin?: string) =>
      new Request("https://shop.example/auth", { method: "POST", headers: origin ? { origin } : {} });
    expect(isSameOriginPost({ publicUrl: "https://shop.example", request: post("https://shop.example") })).toBe(true);
    expect(isSameOriginPost({ publicUrl: "https://shop.example", request: post("https://evil.example") })).toBe(false);
    expect(isSameOriginPost({ publicUrl: "https://shop.example", request: post() })).toBe(false);
  });

  it("never passes on a client address the browser claims", () => {
    const request = new Request("https://shop.example/auth", { headers: { [CLIENT_IP_HEADER]: "1.2.3.4" } });
    expect(authHeaders(request).has(CLIENT_IP_HEADER)).toBe(false);
    expect(authHeaders(request, { clientIp: "198.51.100.9" }).get(CLIENT_IP_HEADER)).toBe("198.51.100.9");
  });
});

describe("account e-mails", () => {
  it("carry their link in both the text and the HTML", () => {
    const url = "http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fauth";
    const mail = verifyEmailMessage({ to: "a@example.com", url });
    expect(mail.text).toContain(url);
    expect(mail.html).toContain("token=abc&amp;callbackURL");
    expect(existingAccountMessage({ to: "a@example.com", origin: "https://shop.example" }).text).toContain(
      "https://shop.example/auth",
    );
    expect(
      securityNoticeMessage({ to: "a@example.com", event: "password-changed", origin: "https://shop.example" }).subject,
    ).toBe("Charge Supplements: your password was changed");
  });
});

describe("account settings in the environment", () => {
  const publicStore = {
    PUBLIC_URL: "https://shop.example",
    PAYMENT_PROVIDER: "test",
    ALLOW_TEST_PAYMENTS_IN_PUBLIC: "true",
  };

  it("a public store needs BETTER_AUTH_SECRET; localhost uses a development one", () => {
    expect(() => parseEnv(publicStore)).toThrow(/BETTER_AUTH_SECRET: is required when PUBLIC_URL is not on localhost/);
    expect(() => parseEnv({ ...publicStore, BETTER_AUTH_SECRET: "too-short" })).toThrow(/at least 32 characters/);
    expect(parseEnv({ ...publicStore, BETTER_AUTH_SECRET: "x".repeat(32) }).BETTER_AUTH_SECRET).toHaveLength(32);
    expect(parseEnv({}).BETTER_AUTH_SECRET).toBeUndefined();
  });

  it("a social provider needs both of its values, and REDIS_URL must be a Redis address", () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => parseEnv({ GITHUB_CLIENT_SECRET: "secret" })).toThrow(/GITHUB_CLIENT_SECRET/);
    expect(() => parseEnv({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL/);
    expect(parseEnv({ REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe("redis://127.0.0.1:6379");
  });
});

describe("the tests' TOTP", () => {
  it("matches RFC 6238's SHA-1 test vectors (last 6 digits)", () => {
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // "12345678901234567890"
    expect(totpCode(secret, 59_000)).toBe("287082");
    expect(totpCode(secret, 1_111_111_109_000)).toBe("081804");
    expect(totpCode(secret, 20_000_000_000_000)).toBe("353130");
  });
});
