import { redirect } from "react-router";
import type { Route } from "./+types/products.$slug";

/** Decision 1: the product page lives at /product/{slug}; this older path redirects there for good. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/product/${encodeURIComponent(params.slug)}`, 301);
}
