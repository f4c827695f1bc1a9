import { arrayOf, boolean, integer, nullable, number, object, safeRead, string } from "./json-shape";
import type { CatalogEntry } from "./product";

/**
 * The browser's copy of the catalogue (docs/product.md#saved-cart and docs/product.md#calls): two local-storage keys,
 * 15 minutes.
 */
export const PRODUCT_CACHE_KEY = "product-cache";
export const PRODUCT_CACHE_EXPIRY_KEY = "product-cache-expiry";
export const PRODUCT_CACHE_TTL_MS = 15 * 60 * 1000;
export const CATALOG_URL = "/api/catalog";

export const CATALOG_LOAD_FAILED = "Failed to load products. Please try again later.";
export const CATALOG_INVALID_FORMAT = "Failed to load products due to invalid data format.";

const cents = integer({ min: 0 });

/**
 * The catalogue call answers a list; anything else is invalid (docs/product.md#calls). Checked without zod
 * (json-shape.ts).
 */
export const readCatalog = arrayOf(
  object<CatalogEntry>({
    id: string,
    slug: string,
    title: string,
    category: string,
    brand: nullable(string),
    brandSlug: nullable(string),
    flavors: arrayOf(string),
    dietary: arrayOf(string),
    priceCents: cents,
    salePriceCents: nullable(cents),
    subscriptionPriceCents: nullable(cents),
    stock: integer(),
    rating: number,
    reviewCount: integer({ min: 0 }),
    images: arrayOf(string),
    bestSeller: boolean,
    featured: boolean,
  }),
);

export function clearProductCache(storage: Storage): void {
  storage.removeItem(PRODUCT_CACHE_KEY);
  storage.removeItem(PRODUCT_CACHE_EXPIRY_KEY);
}

/** The cached catalogue while it is fresh; an expired or unreadable cache is cleared and gives null. */
export function readProductCache(storage: Storage, now: number): CatalogEntry[] | null {
  try {
    const raw = storage.getItem(PRODUCT_CACHE_KEY);
    const expiry = storage.getItem(PRODUCT_CACHE_EXPIRY_KEY);
    if (raw === null && expiry === null) return null;
    const expiresAt = Number(expiry);
    if (raw === null || !Number.isFinite(expiresAt) || now >= expiresAt) {
      clearProductCache(storage);
      return null;
    }
    return readCatalog(JSON.parse(raw));
  } catch (error) {
    // docs/product.md#messages: a cache read failure is only logged, and the cache is cleared.
    console.error("Clearing the product cache: it could not be read", error);
    try {
      clearProductCache(storage);
    } catch {
      // Storage itself is unusable; there is nothing left to clear.
    }
    return null;
  }
}

export function writeProductCache(storage: Storage, entries: CatalogEntry[], now: number): void {
  try {
    storage.setItem(PRODUCT_CACHE_KEY, JSON.stringify(entries));
    storage.setItem(PRODUCT_CACHE_EXPIRY_KEY, String(now + PRODUCT_CACHE_TTL_MS));
  } catch (error) {
    // A full or blocked storage only costs a fetch next time.
    console.error("Could not cache the catalogue", error);
  }
}

/** The error toast of a failed catalogue load (docs/product.md#messages); the caller shows it (a toast in the browser). */
export type CatalogFailure = { variant: "destructive"; title: "Error"; description: string };

export type LoadCatalogOptions = {
  /** Called once per failure; this module stays free of UI, so the caller passes `toast` from ~/hooks/use-toast. */
  notify: (failure: CatalogFailure) => unknown;
  storage?: Storage;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
};

/**
 * The catalogue, from the cache while it is fresh, else from the catalogue call (then cached).
 * Failures are passed to `notify` and give an empty list.
 */
export async function loadCatalog(options: LoadCatalogOptions): Promise<CatalogEntry[]> {
  const { storage = window.localStorage, fetch = globalThis.fetch, now = Date.now, notify } = options;
  const cached = readProductCache(storage, now());
  if (cached) return cached;

  let text: string;
  try {
    const response = await fetch(CATALOG_URL, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`The catalogue answered ${response.status}`);
    text = await response.text();
  } catch (error) {
    console.error("Failed to load the catalogue", error);
    notify({ variant: "destructive", title: "Error", description: CATALOG_LOAD_FAILED });
    return [];
  }

  const parsed = safeRead(readCatalog, parseJson(text));
  if (!parsed.ok) {
    console.error("The catalogue answer has an invalid format", parsed.error);
    notify({ variant: "destructive", title: "Error", description: CATALOG_INVALID_FORMAT });
    return [];
  }
  writeProductCache(storage, parsed.value, now());
  return parsed.value;
}

/** Malformed JSON is an invalid format too, not a failed call. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
