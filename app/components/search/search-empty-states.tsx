import { SearchIcon, SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useTaxonomy } from "~/hooks/use-taxonomy";

const panelStyle = "flex flex-col items-center rounded-lg border border-dashed border-border px-6 py-16 text-center";

/** A term that found nothing: tips, and a way back to the whole catalogue. */
export function NoProductsFound() {
  return (
    <div className={panelStyle}>
      <SearchXIcon aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="mt-4 text-lg font-bold">No products found</h2>
      <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-left text-sm text-muted-foreground">
        <li>Check the spelling of your search term</li>
        <li>Try broader or more general terms</li>
        <li>Remove filters to see more results</li>
      </ul>
      <Button asChild variant="ink" className="mt-6">
        <Link to="/products">Browse All Products</Link>
      </Button>
    </div>
  );
}

/** No term yet: an invitation, and the categories as a place to start. */
export function StartSearching() {
  const { categories } = useTaxonomy();
  return (
    <div className={panelStyle}>
      <SearchIcon aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="mt-4 text-lg font-bold">Start searching</h2>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        Type a product, brand or ingredient above, or start from a category.
      </p>
      <ul aria-label="Categories" className="mt-6 flex max-w-2xl flex-wrap justify-center gap-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/products?category=${category.slug}`}
              className="inline-flex rounded-full border border-border px-3 py-1.5 text-sm font-medium hover:border-ink hover:bg-muted"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
