import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache, renderCachedPage, toCachedPage } from "../../../server/page-cache";

function page(body: string, options: { nonce?: string; storedAt?: number; catalogVersion?: number } = {}): CachedPage {
  return toCachedPage({
    body,
    nonce: options.nonce ?? "n0nce",
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8" }),
    storedAt: options.storedAt ?? 0,
    catalogVersion: options.catalogVersion ?? 0,
  });
}

function cache(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const clock = { now: 0 };
  const catalogue = { version: 0 };
  const store = new PageCache({ ...options, now: () => clock.now, catalogVersion: () => catalogue.version });
  return { store, clock, catalogue };
}

describe("cached pages", () => {
  it("carry no nonce and take the nonce of each response", () => {
    const stored = page('<script nonce="abc123">1</script><script nonce="abc123">2</script>', { nonce: "abc123" });
    expect(Buffer.concat(stored.bodyParts).toString()).not.toContain("abc123");
    expect(renderCachedPage(stored, "fresh").toString()).toBe(
      '<script nonce="fresh">1</script><script nonce="fresh">2</script>',
    );
  });

  it("get the same weak ETag whatever nonce they were rendered with", () => {
    const first = page('<script nonce="one">x</script>', { nonce: "one" });
    const second = page('<script nonce="two">x</script>', { nonce: "two" });
    const other = page('<script nonce="two">y</script>', { nonce: "two" });
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.etag).toBe(first.etag);
    expect(other.etag).not.toBe(first.etag);
  });
});

describe("PageCache", () => {
  it("keeps at most maxEntries, dropping the least recently used", () => {
    const { store } = cache({ maxEntries: 2 });
    store.set("/a", page("a"));
    store.set("/b", page("b"));
    store.get("/a");
    store.set("/c", page("c"));
    expect(store.size).toBe(2);
    expect(store.get("/b")).toBeUndefined();
    expect(store.get("/a")).toBeDefined();
    expect(store.get("/c")).toBeDefined();
  });

  it("drops an entry once it is ttlMs old", () => {
    const { store, clock } = cache({ ttlMs: 60_000 });
    store.set("/", page("home", { storedAt: 0 }));
    clock.now = 59_999;
    expect(store.get("/")).toBeDefined();
    clock.now = 60_000;
    expect(store.get("/")).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("empties itself when the catalogue version moves", () => {
    const { store, catalogue } = cache();
    store.set("/", page("home"));
    store.set("/products", page("list"));
    catalogue.version = 1;
    expect(store.get("/")).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("refuses a page rendered before the catalogue changed", () => {
    const { store, catalogue } = cache();
    const renderedFromOldData = page("stale", { catalogVersion: 0 });
    catalogue.version = 1;
    store.set("/", renderedFromOldData);
    expect(store.get("/")).toBeUndefined();
    store.set("/", page("fresh", { catalogVersion: 1 }));
    expect(store.get("/")).toBeDefined();
  });
});
