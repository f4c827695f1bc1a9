import { redirect } from "react-router";
import type { Route } from "./+types/products.$slug";

/** docs/product.md#routes: the product page lives at /product/{slug}; this older path redirects there for good. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/product/${encodeURIComponent(params.slug)}`, 301);
}
