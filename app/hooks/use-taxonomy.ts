import { useRouteLoaderData } from "react-router";
import { EMPTY_TAXONOMY, type Taxonomy } from "~/lib/taxonomy";

/**
 * The owner's categories and brands, as the root loader sent them with the page: data, not code,
 * so the browser's bundle holds none of them. A page whose root loader failed shows none.
 */
export function useTaxonomy(): Taxonomy {
  // Typed by shape, not by the root module: hooks must not import the route tree they sit under.
  return useRouteLoaderData<{ taxonomy: Taxonomy }>("root")?.taxonomy ?? EMPTY_TAXONOMY;
}
