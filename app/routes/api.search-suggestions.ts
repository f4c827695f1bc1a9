import { z } from "zod";
import { getSearchEngine } from "~/.server/search/engine";
import { MIN_SUGGEST_LENGTH, normalizeSearchTerm, type SearchSuggestions } from "~/lib/search";
import type { Route } from "./+types/api.search-suggestions";

/** Any text is accepted: it is tidied and cut to 100 characters, never refused for its content. */
const querySchema = z.object({
  q: z.string({ error: "q is required: the text typed so far" }).transform(normalizeSearchTerm),
});

// The same for every visitor: browsers may keep an answer briefly while the shopper edits the term.
const headers = { "Cache-Control": "public, max-age=30" };

/** The header box's suggestions: `?q=gorilla` answers products, categories and brands as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return Response.json(
      { error: z.prettifyError(parsed.error) },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const term = parsed.data.q;
  const suggestions: SearchSuggestions =
    [...term].length < MIN_SUGGEST_LENGTH
      ? { term, products: [], categories: [], brands: [] }
      : await (await getSearchEngine()).suggest(term);
  return Response.json(suggestions, { headers });
}
