import { type CartProduct, MAX_LOOKUP_IDS, readCartProduct } from "~/lib/cart";
import { arrayOf, object } from "~/lib/json-shape";
import { readSuggestionCandidate, type SuggestionCandidate } from "~/lib/upsell";

const readProductsResponse = object({ products: arrayOf(readCartProduct) });
const readSuggestionsResponse = object({ suggestions: arrayOf(readSuggestionCandidate) });

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function productsUrl(ids: readonly string[], mode?: "suggestions"): string {
  const query = new URLSearchParams({ ids: ids.join(",") });
  if (mode) query.set("mode", mode);
  return `/api/products?${query}`;
}

/**
 * The ids the catalogue can be asked about at once. A cart with more distinct products refreshes only these;
 * the others keep their cached data until checkout prices them on the server.
 */
export function lookupIds(ids: readonly string[]): string[] {
  return ids.slice(0, MAX_LOOKUP_IDS);
}

export async function fetchCartProducts(ids: readonly string[], signal?: AbortSignal): Promise<CartProduct[]> {
  return readProductsResponse(await getJson(productsUrl(ids), signal)).products;
}

export async function fetchSuggestionCandidates(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<SuggestionCandidate[]> {
  return readSuggestionsResponse(await getJson(productsUrl(ids, "suggestions"), signal)).suggestions;
}
