import { z } from "zod";
import { type CartProduct, cartProductSchema, MAX_LOOKUP_IDS } from "~/lib/cart";
import { type SuggestionCandidate, suggestionCandidateSchema } from "~/lib/upsell";

const productsResponse = z.object({ products: z.array(cartProductSchema) });
const suggestionsResponse = z.object({ suggestions: z.array(suggestionCandidateSchema) });

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
  return productsResponse.parse(await getJson(productsUrl(ids), signal)).products;
}

export async function fetchSuggestionCandidates(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<SuggestionCandidate[]> {
  return suggestionsResponse.parse(await getJson(productsUrl(ids, "suggestions"), signal)).suggestions;
}
