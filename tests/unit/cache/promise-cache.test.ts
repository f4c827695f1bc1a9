import { describe, expect, it, vi } from "vitest";
import { createPromiseCache } from "~/.server/cache/promise-cache";

describe("createPromiseCache", () => {
  it("runs a thenable that repeats its work on every `then` (as a Drizzle query does) only once", async () => {
    const run = vi.fn(async () => 42);
    // biome-ignore lint/suspicious/noThenProperty: a Drizzle query is exactly such a thenable
    const query: PromiseLike<number> = { then: (resolve, reject) => run().then(resolve, reject) };
    const cache = createPromiseCache({ ttlMs: 1000, maxEntries: 10 });
    const first = cache.remember("answer", () => query);
    expect(await first).toBe(42);
    expect(await first).toBe(42);
    expect(await cache.remember("answer", () => query)).toBe(42);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("drops an answer whose load began before the generation moved", async () => {
    let generation = 1;
    let finish: (value: string) => void = () => {};
    const cache = createPromiseCache({ ttlMs: 1000, maxEntries: 10, generation: () => generation });
    const stale = cache.remember("key", () => new Promise<string>((resolve) => (finish = resolve)));
    generation = 2;
    finish("old");
    expect(await stale).toBe("old");
    expect(await cache.remember("key", async () => "new")).toBe("new");
    expect(await cache.remember("key", async () => "newer")).toBe("new");
  });
});
