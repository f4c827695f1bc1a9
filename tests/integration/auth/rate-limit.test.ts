import { describe, expect, it, vi } from "vitest";
import { handleAuthApiRequest } from "~/.server/auth/handler";
import { AUTH_RATE_LIMITS, checkAuthRateLimit } from "~/.server/auth/rate-limit";
import { rateLimit } from "~/.server/db/schema";
import { createDatabaseRateLimitStore } from "~/.server/rate-limit/database-store";
import { createTestAuth, ORIGIN, PASSWORD } from "../../support/auth-helpers";
import { withTestDatabase } from "../../support/database";
import { rateLimitStores } from "../../support/rate-limit-stores";

vi.setConfig({ testTimeout: 60_000 });

const t = withTestDatabase();

const stores = rateLimitStores(t);

const SIGN_IN = AUTH_RATE_LIMITS["/sign-in/email"];
const perEmail = SIGN_IN?.perEmail?.limit ?? 0;
const perIp = SIGN_IN?.perIp?.limit ?? 0;

for (const { name, available, make } of stores) {
  describe.skipIf(!available)(`sign-in rate limit in the ${name}`, () => {
    it("refuses one address after its limit, from any IP, while other addresses go on", async () => {
      const store = make();
      const attempt = (email: string, n: number) =>
        checkAuthRateLimit({ store, path: "/sign-in/email", email, ip: `10.0.${n}.1` });
      for (let n = 1; n <= perEmail; n += 1) expect(await attempt("Victim@Example.com", n)).toEqual({ allowed: true });
      const refused = await attempt("victim@example.com", 99);
      expect(refused.allowed).toBe(false);
      expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(800);
      expect(await attempt("someone-else@example.com", 99)).toEqual({ allowed: true });
    });

    it("refuses one IP after its limit, whatever the addresses", async () => {
      const store = make();
      const attempt = (n: number) =>
        checkAuthRateLimit({ store, path: "/sign-in/email", email: `guess${n}@example.com`, ip: "203.0.113.7" });
      for (let n = 1; n <= perIp; n += 1) expect((await attempt(n)).allowed).toBe(true);
      expect((await attempt(perIp + 1)).allowed).toBe(false);
      const elsewhere = await checkAuthRateLimit({
        store,
        path: "/sign-in/email",
        email: "x@example.com",
        ip: "203.0.113.8",
      });
      expect(elsewhere.allowed).toBe(true);
    });

    it("counts concurrent attempts exactly, and starts over when the window ends", async () => {
      const store = make();
      const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit("burst", 60_000)));
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

      await store.hit("short", 300);
      expect((await store.hit("short", 300)).count).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect((await store.hit("short", 300)).count).toBe(1);
    });

    it("the sign-in endpoint answers 429 with a clear message and Retry-After, before checking the password", async () => {
      const store = make();
      const auth = createTestAuth(t.db, { rateLimitStore: store });
      for (let n = 0; n < perEmail; n += 1) {
        await checkAuthRateLimit({ store, path: "/sign-in/email", email: "locked@example.com" });
      }
      const response = await handleAuthApiRequest({
        auth,
        context: { clientIp: "198.51.100.4" },
        request: new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN },
          body: JSON.stringify({ email: "locked@example.com", password: PASSWORD }),
        }),
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({
        code: "TOO_MANY_ATTEMPTS",
        message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
      });
    });
  });
}

describe("rate limit table", () => {
  it("drops windows that ended when a new one starts", async () => {
    const store = createDatabaseRateLimitStore(t.db);
    await store.hit("old", 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.hit("new", 60_000);
    expect((await t.db.select({ key: rateLimit.key }).from(rateLimit)).map((row) => row.key)).toEqual(["new"]);
  });
});
