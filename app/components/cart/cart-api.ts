import { type CartProduct, cartProductFields, MAX_LOOKUP_IDS, readCartProduct } from "~/lib/cart";
import { arrayOf, boolean, number, object, string } from "~/lib/json-shape";
// Only the type: the choosing rules load with the cart panel, not with every page.
import type { SuggestionCandidate } from "~/lib/upsell";

const readProductsResponse = object({ products: arrayOf(readCartProduct) });
const readSuggestionCandidate = object<SuggestionCandidate>({
  ...cartProductFields,
  bestSeller: boolean,
  rating: number,
  flavors: arrayOf(string),
});
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
