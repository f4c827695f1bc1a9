import { describe, expect, it, vi } from "vitest";
import { withResultCache } from "~/.server/search/result-cache";
import type { SearchEngine } from "~/.server/search/types";
import type { SearchSuggestions } from "~/lib/search";
import { parseSearchRequest } from "~/lib/search.schema";

const request = (q: string) => parseSearchRequest(new URLSearchParams({ q }));
const suggestions = (term: string): SearchSuggestions => ({ term, products: [], categories: [], brands: [] });

function fakeEngine() {
  return {
    search: vi.fn(async () => ({ products: [], total: 0, categories: [] })),
    suggest: vi.fn(async (term: string) => suggestions(term)),
  } satisfies SearchEngine;
}

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("withResultCache", () => {
  it("answers a repeated search or suggestion from memory, and shares a request in flight", async () => {
    const engine = fakeEngine();
    const cached = withResultCache(engine);
    await Promise.all([cached.search(request("whey")), cached.search(request("whey"))]);
    await cached.search(request("whey"));
    expect(engine.search).toHaveBeenCalledTimes(1);
    await cached.search({ ...request("whey"), sort: "name" });
    expect(engine.search).toHaveBeenCalledTimes(2);
    expect(await cached.suggest("gor")).toEqual(suggestions("gor"));
    await cached.suggest("gor");
    expect(engine.suggest).toHaveBeenCalledTimes(1);
  });

  it("forgets answers after the time to live and when the catalogue changes", async () => {
    const engine = fakeEngine();
    const time = clock();
    let version = 1;
    const cached = withResultCache(engine, { ttlMs: 1000, now: time.now, catalogVersion: () => version });
    await cached.suggest("pro");
    time.advance(999);
    await cached.suggest("pro");
    expect(engine.suggest).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cached.suggest("pro");
    expect(engine.suggest).toHaveBeenCalledTimes(2);
    version = 2;
    await cached.suggest("pro");
    expect(engine.suggest).toHaveBeenCalledTimes(3);
  });

  it("keeps the most recently used answers when full", async () => {
    const engine = fakeEngine();
    const cached = withResultCache(engine, { maxEntries: 2 });
    await cached.suggest("a1");
    await cached.suggest("b2");
    await cached.suggest("a1");
    await cached.suggest("c3");
    await cached.suggest("a1");
    expect(engine.suggest).toHaveBeenCalledTimes(3);
    await cached.suggest("b2");
    expect(engine.suggest).toHaveBeenCalledTimes(4);
  });

  it("does not keep a failure", async () => {
    const engine = fakeEngine();
    engine.suggest.mockRejectedValueOnce(new Error("database down"));
    const cached = withResultCache(engine);
    await expect(cached.suggest("pro")).rejects.toThrow("database down");
    expect(await cached.suggest("pro")).toEqual(suggestions("pro"));
    expect(engine.suggest).toHaveBeenCalledTimes(2);
  });
});
