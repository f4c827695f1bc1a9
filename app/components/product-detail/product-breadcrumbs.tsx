import type { Crumb } from "~/components/catalog/breadcrumbs";
import type { Category } from "~/lib/catalog";
import type { Product } from "~/lib/product";
import { findCategory } from "~/lib/taxonomy";

/** Home > category > product, for the visible trail and the BreadcrumbList JSON-LD alike. */
export function productCrumbs(
  product: Pick<Product, "slug" | "title" | "category">,
  categories: readonly Category[],
): Crumb[] {
  const category = findCategory(categories, product.category);
  return [
    { name: "Home", path: "/" },
    ...(category ? [{ name: category.name, path: `/products?category=${category.slug}` }] : []),
    { name: product.title, path: `/product/${product.slug}` },
  ];
}
