import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { findCategory } from "~/lib/catalog";
import type { Product } from "~/lib/product";

export type Crumb = { name: string; path: string };

/** Home > category > product, for the visible trail and the BreadcrumbList JSON-LD alike. */
export function productCrumbs(product: Pick<Product, "slug" | "title" | "category">): Crumb[] {
  const category = findCategory(product.category);
  return [
    { name: "Home", path: "/" },
    ...(category ? [{ name: category.name, path: `/products?category=${category.slug}` }] : []),
    { name: product.title, path: `/product/${product.slug}` },
  ];
}

/** The visible trail; the last crumb is this page. */
export function ProductBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1">
              {isCurrent ? (
                <span aria-current="page" className="truncate font-medium text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="hover:text-brand-dark hover:underline">
                    {crumb.name}
                  </Link>
                  <ChevronRightIcon aria-hidden className="size-4 shrink-0" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
