import { describe, expect, it, vi } from "vitest";
import { handleAuthApiRequest } from "~/.server/auth/handler";
import { AUTH_RATE_LIMITS, checkAuthRateLimit, rememberSignInAddress } from "~/.server/auth/rate-limit";
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
const perPair = SIGN_IN?.perEmailAndIp?.limit ?? 0;
const perIp = SIGN_IN?.perIp?.limit ?? 0;

for (const { name, available, make } of stores) {
  describe.skipIf(!available)(`sign-in rate limit in the ${name}`, () => {
    it("refuses one account from one address after its limit, while that account goes on from elsewhere", async () => {
      const store = make();
      const attempt = (email: string, ip: string) => checkAuthRateLimit({ store, path: "/sign-in/email", email, ip });
      for (let n = 1; n <= perPair; n += 1) {
        expect(await attempt("Victim@Example.com", "203.0.113.50")).toEqual({ allowed: true });
      }
      const refused = await attempt("victim@example.com", "203.0.113.50");
      expect(refused.allowed).toBe(false);
      expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(800);
      expect(await attempt("victim@example.com", "198.51.100.20")).toEqual({ allowed: true });
      expect(await attempt("someone-else@example.com", "203.0.113.50")).toEqual({ allowed: true });
    });

    it("guessing from many addresses hits the account's ceiling, but never locks out its owner's own address", async () => {
      const store = make();
      const owner = "198.51.100.77";
      await rememberSignInAddress({ store, email: "shopper@example.com", ip: owner });
      const attempt = (ip: string) =>
        checkAuthRateLimit({ store, path: "/sign-in/email", email: "Shopper@example.com", ip });
      for (let n = 1; n <= perEmail; n += 1) expect((await attempt(`10.1.${n % 250}.${n}`)).allowed).toBe(true);
      expect((await attempt("10.9.9.9")).allowed).toBe(false);
      expect(await attempt(owner)).toEqual({ allowed: true });
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
      // Peeking reads a count without adding to it.
      expect(await store.peek("burst")).toBe(20);
      expect(await store.peek("burst")).toBe(20);
      expect(await store.peek("never-hit")).toBe(0);

      await store.hit("short", 300);
      expect((await store.hit("short", 300)).count).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(await store.peek("short")).toBe(0);
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
