import { describe, expect, it } from "vitest";
import type { RateLimitStore } from "~/.server/rate-limit/check-rate-limits";
import { withFallbackStore } from "~/.server/rate-limit/fallback-store";

/** An in-memory counter that can be switched off, standing in for Redis or the database. */
function memoryStore() {
  const counts = new Map<string, number>();
  const state = { down: false };
  const store: RateLimitStore = {
    async hit(key) {
      if (state.down) throw new Error("The client is offline");
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { count: counts.get(key) ?? 0, resetAt: new Date() };
    },
    async peek(key) {
      if (state.down) throw new Error("The client is offline");
      return counts.get(key) ?? 0;
    },
  };
  return { store, counts, state };
}

describe("withFallbackStore (Redis first, the database while Redis is away)", () => {
  it("counts in the primary, in the fallback while the primary fails, and in the primary again once it is back", async () => {
    const redis = memoryStore();
    const database = memoryStore();
    const store = withFallbackStore(redis.store, database.store);
    expect((await store.hit("sign-in:ip:1", 60_000)).count).toBe(1);
    redis.state.down = true;
    expect((await store.hit("sign-in:ip:1", 60_000)).count).toBe(1);
    expect((await store.hit("sign-in:ip:1", 60_000)).count).toBe(2);
    expect(await store.peek("sign-in:ip:1")).toBe(2);
    redis.state.down = false;
    expect((await store.hit("sign-in:ip:1", 60_000)).count).toBe(2);
    expect([redis.counts.get("sign-in:ip:1"), database.counts.get("sign-in:ip:1")]).toEqual([2, 2]);
  });

  it("fails only when both fail", async () => {
    const redis = memoryStore();
    const database = memoryStore();
    redis.state.down = true;
    database.state.down = true;
    await expect(withFallbackStore(redis.store, database.store).hit("k", 1000)).rejects.toThrow("offline");
  });
});
