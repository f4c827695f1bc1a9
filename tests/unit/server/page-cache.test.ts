import { describe, expect, it } from "vitest";
import { CatalogChanges } from "~/.server/cache/catalog-changes";
import { type CachedPage, PageCache, renderCachedPage, toCachedPage } from "../../../server/page-cache";

function page(
  body: string,
  options: { nonce?: string; storedAt?: number; catalogMark?: number; tags?: string[] } = {},
): CachedPage {
  return toCachedPage({
    body,
    nonce: options.nonce ?? "n0nce",
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8" }),
    storedAt: options.storedAt ?? 0,
    catalogMark: options.catalogMark ?? 0,
    tags: options.tags,
  });
}

function cache(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const clock = { now: 0 };
  const changes = new CatalogChanges();
  const store = new PageCache({ ...options, now: () => clock.now, changes });
  return { store, clock, changes };
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

  it("empties itself when the whole catalogue changes", () => {
    const { store, changes } = cache();
    store.set("/", page("home"));
    store.set("/products", page("list"));
    changes.apply({ kind: "catalog" });
    expect(store.get("/")).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("refuses a page rendered before the catalogue changed", () => {
    const { store, changes } = cache();
    const renderedFromOldData = page("stale", { catalogMark: changes.mark() });
    changes.apply({ kind: "catalog" });
    store.set("/", renderedFromOldData);
    expect(store.get("/")).toBeUndefined();
    store.set("/", page("fresh", { catalogMark: changes.mark() }));
    expect(store.get("/")).toBeDefined();
  });

  it("drops only the pages tagged with what changed", () => {
    const { store, changes } = cache();
    store.set("/product/whey", page("whey", { tags: ["product:whey"] }));
    store.set("/product/whey.data", page("whey data", { tags: ["product:whey"] }));
    store.set("/product/creatine", page("creatine", { tags: ["product:creatine"] }));
    store.set("/products", page("list"));
    changes.apply({ kind: "pages", tags: ["product:whey"] });
    expect(store.get("/product/whey")).toBeUndefined();
    expect(store.get("/product/whey.data")).toBeUndefined();
    expect(store.get("/product/creatine")).toBeDefined();
    expect(store.get("/products")).toBeDefined();
    store.set("/product/whey", page("whey again", { tags: ["product:whey"], catalogMark: changes.mark() }));
    expect(store.get("/product/whey")).toBeDefined();
  });

  it("refuses a tagged page rendered before its tag changed, and keeps others rendered then", () => {
    const { store, changes } = cache();
    const started = changes.mark();
    changes.apply({ kind: "pages", tags: ["product:whey"] });
    store.set("/product/whey", page("stale", { tags: ["product:whey"], catalogMark: started }));
    store.set("/product/creatine", page("current", { tags: ["product:creatine"], catalogMark: started }));
    expect(store.get("/product/whey")).toBeUndefined();
    expect(store.get("/product/creatine")).toBeDefined();
  });
});
