import { z } from "zod";
import {
  MAX_SEARCH_PAGE,
  normalizeSearchTerm,
  PRICE_BANDS,
  type PriceBandValue,
  type SearchRequest,
  type SearchSort,
  SORT_OPTIONS,
} from "./search";

/** Reading a search from its address (the search page); the header's box needs only lib/search.ts. */

const SORT_VALUES = SORT_OPTIONS.map((option) => option.value) as [SearchSort, ...SearchSort[]];
const PRICE_VALUES = PRICE_BANDS.map((band) => band.value) as [PriceBandValue, ...PriceBandValue[]];

/** Anything unexpected in the address falls back to its default instead of failing the page. */
const searchRequestSchema = z.object({
  q: z.string().optional().transform(normalizeSearchTerm),
  sort: z.enum(SORT_VALUES).catch("relevance"),
  category: z
    .string()
    .transform((slug) => slug.trim().toLowerCase())
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .max(60),
    )
    .nullable()
    .catch(null),
  price: z.enum(PRICE_VALUES).catch("all"),
  page: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).catch(1),
});

export function parseSearchRequest(params: URLSearchParams): SearchRequest {
  const { q, ...rest } = searchRequestSchema.parse({
    q: params.get("q") ?? undefined,
    sort: params.get("sort") ?? undefined,
    category: params.get("category"),
    price: params.get("price") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  return { term: q, ...rest };
}
