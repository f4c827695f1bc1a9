import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CatalogEntry } from "~/lib/product";
import {
  CATALOG_INVALID_FORMAT,
  CATALOG_LOAD_FAILED,
  CATALOG_URL,
  loadCatalog,
  PRODUCT_CACHE_EXPIRY_KEY,
  PRODUCT_CACHE_KEY,
  PRODUCT_CACHE_TTL_MS,
  readProductCache,
  writeProductCache,
} from "~/lib/product-cache";

/** Local storage without a browser. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const entry: CatalogEntry = {
  id: "0b9f6a4e-4f7a-4d8e-9a51-8f0f1c2d3e4f",
  slug: "bucked-up-whey-protein",
  title: "Bucked Up Whey Protein",
  category: "protein",
  brand: "Bucked Up",
  brandSlug: "bucked-up",
  flavors: ["Chocolate"],
  dietary: ["Gluten Free"],
  priceCents: 4499,
  salePriceCents: null,
  subscriptionPriceCents: 4049,
  stock: 58,
  rating: 4.7,
  reviewCount: 1433,
  images: ["/images/products/bucked-up-whey-protein-1.png"],
  bestSeller: true,
  featured: false,
};

const start = 1_750_000_000_000;
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("readProductCache", () => {
  it("is empty before anything is cached", () => {
    expect(readProductCache(storage, start)).toBeNull();
  });

  it("gives the cached catalogue while it is fresh", () => {
    writeProductCache(storage, [entry], start);
    expect(storage.getItem(PRODUCT_CACHE_EXPIRY_KEY)).toBe(String(start + PRODUCT_CACHE_TTL_MS));
    expect(readProductCache(storage, start + PRODUCT_CACHE_TTL_MS - 1)).toEqual([entry]);
  });

  it("expires after 15 minutes and is cleared on that read", () => {
    expect(PRODUCT_CACHE_TTL_MS).toBe(15 * 60 * 1000);
    writeProductCache(storage, [entry], start);
    expect(readProductCache(storage, start + PRODUCT_CACHE_TTL_MS)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it.each([
    ["unparsable JSON", "{not json", String(start + 1000)],
    ["data of the wrong shape", JSON.stringify([{ id: 1 }]), String(start + 1000)],
    ["a non-list", JSON.stringify({ products: [entry] }), String(start + 1000)],
    ["an unreadable expiry", JSON.stringify([entry]), "soon"],
    ["a missing expiry", JSON.stringify([entry]), null],
  ])("is cleared on a read error: %s", (_case, cached, expiry) => {
    storage.setItem(PRODUCT_CACHE_KEY, cached);
    if (expiry !== null) storage.setItem(PRODUCT_CACHE_EXPIRY_KEY, expiry);
    expect(readProductCache(storage, start)).toBeNull();
    expect(storage.getItem(PRODUCT_CACHE_KEY)).toBeNull();
    expect(storage.getItem(PRODUCT_CACHE_EXPIRY_KEY)).toBeNull();
  });

  it("gives null when storage itself throws", () => {
    const broken = new MemoryStorage();
    broken.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(readProductCache(broken, start)).toBeNull();
  });
});

describe("loadCatalog", () => {
  const answer = (body: string, status = 200) =>
    vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }));

  it("fetches the catalogue once, then serves it from the cache until it expires", async () => {
    const fetch = answer(JSON.stringify([entry]));
    let now = start;
    const options = { storage, fetch, now: () => now, notify: vi.fn() };
    expect(await loadCatalog(options)).toEqual([entry]);
    expect(fetch).toHaveBeenCalledWith(CATALOG_URL, expect.anything());
    now += PRODUCT_CACHE_TTL_MS - 1;
    expect(await loadCatalog(options)).toEqual([entry]);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 1;
    await loadCatalog(options);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(options.notify).not.toHaveBeenCalled();
  });

  it.each([
    ["not a list", JSON.stringify({ products: [entry] })],
    ["a list of the wrong things", JSON.stringify([{ ...entry, priceCents: "44.99" }])],
    ["not JSON", "<html>"],
  ])("toasts the invalid format when the answer is %s, caching nothing", async (_case, body) => {
    const notify = vi.fn();
    expect(await loadCatalog({ storage, fetch: answer(body), now: () => start, notify })).toEqual([]);
    expect(notify).toHaveBeenCalledWith({
      variant: "destructive",
      title: "Error",
      description: CATALOG_INVALID_FORMAT,
    });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: "Failed to load products due to invalid data format." }),
    );
    expect(storage.length).toBe(0);
  });

  it("toasts the load failure when the call fails", async () => {
    const notify = vi.fn();
    const failing = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await loadCatalog({ storage, fetch: failing, now: () => start, notify })).toEqual([]);
    expect(await loadCatalog({ storage, fetch: answer("oops", 500), now: () => start, notify })).toEqual([]);
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith({
      variant: "destructive",
      title: "Error",
      description: CATALOG_LOAD_FAILED,
    });
  });
});
