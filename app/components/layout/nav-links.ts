/** Where a category's links go: the catalogue filtered to that category (docs/product.md#header-and-footer). */
export function categoryHref(slug: string): string {
  return `/products?category=${slug}`;
}

export const ALL_PRODUCTS_HREF = "/products";
export const SIGN_IN_HREF = "/auth";
export const SIGN_UP_HREF = "/auth?tab=signup";
