import { SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

type EmptyStateProps = {
  categoriesSelected: boolean;
  /** Whether any filter narrows the list; without one, clearing would change nothing. */
  filtered: boolean;
};

/** docs/product.md#products: which message depends on whether categories are selected; each comes with a hint. */
export function ProductsEmptyState({ categoriesSelected, filtered }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-border px-6 py-16 text-center">
      <SearchXIcon aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="mt-4 text-lg font-bold">
        {categoriesSelected ? "No products found for selected categories" : "No products match your filters"}
      </h2>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        {filtered
          ? "Try other categories or brands, widen the price range, or clear the filters to see every product."
          : "New products are on their way. Please check back soon."}
      </p>
      {filtered && (
        <Button asChild variant="ink" className="mt-6">
          <Link to="/products">Clear all filters</Link>
        </Button>
      )}
    </div>
  );
}
