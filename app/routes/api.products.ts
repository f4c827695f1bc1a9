import { z } from "zod";
import { getCartProducts, getSuggestionCandidates } from "~/.server/catalog/cart-products";
import { MAX_LOOKUP_IDS } from "~/lib/cart";
import { productIdSchema } from "~/lib/cart.schema";
import type { Route } from "./+types/api.products";

/**
 * Current catalogue data for the cart, which keeps only a display cache (docs/product.md#saved-cart):
 * `?ids=a,b` answers `{ products }` for the ids that still exist;
 * `?ids=a,b&mode=suggestions` answers `{ suggestions }`, the pool 'You might also like' is chosen from.
 */
const querySchema = z.object({
  ids: z
    .string({ error: "ids is required: a comma-separated list of product ids" })
    .transform((value) => [...new Set(value.split(",").filter(Boolean))])
    .pipe(z.array(productIdSchema).max(MAX_LOOKUP_IDS, { error: `ids may list at most ${MAX_LOOKUP_IDS} products` })),
  mode: z.enum(["products", "suggestions"], { error: "mode must be products or suggestions" }).default("products"),
});

// Prices and stock change; a shopper must never see yesterday's answer.
const headers = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return Response.json({ error: z.prettifyError(parsed.error) }, { status: 400, headers });
  }
  const { ids, mode } = parsed.data;
  if (mode === "suggestions") {
    return Response.json({ suggestions: await getSuggestionCandidates({ ids }) }, { headers });
  }
  return Response.json({ products: await getCartProducts({ ids }) }, { headers });
}
