import { SearchIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ALL_CATEGORIES, type BlogFilters as Filters } from "~/lib/blog";

type BlogFiltersProps = {
  /** Its query is the search box's text, which runs ahead of the address while the shopper types. */
  filters: Filters;
  categories: readonly string[];
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: string | null) => void;
};

/**
 * The search box and category badges. It is a GET form, so before JavaScript loads (or without it) it
 * still filters through the address; once hydrated it filters as the shopper types or clicks.
 */
export function BlogFilters({ filters, categories, onQueryChange, onCategoryChange }: BlogFiltersProps) {
  return (
    <form method="get" action="/blog" className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()}>
      <div className="flex max-w-xl gap-2">
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            name="q"
            value={filters.query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder="Search articles..."
            aria-label="Search articles"
            autoComplete="off"
            className="h-11 w-full rounded-md border border-border bg-background pr-3 pl-10 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none md:text-sm"
          />
        </div>
        {/* The form's default button: Enter in the box submits this, keeping the chosen category. */}
        <Button type="submit" variant="ink" size="lg">
          Search
        </Button>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter by category</legend>
        {[ALL_CATEGORIES, ...categories].map((category) => {
          const value = category === ALL_CATEGORIES ? null : category;
          const pressed = filters.category === value;
          return (
            <button
              key={category}
              type="submit"
              name="category"
              value={value ?? ""}
              aria-pressed={pressed}
              onClick={(event) => {
                event.preventDefault();
                onCategoryChange(value);
              }}
              className={cn(
                "cursor-pointer rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors",
                pressed
                  ? "border-ink bg-ink text-white"
                  : "border-border bg-background text-foreground hover:border-ink/40 hover:bg-muted",
              )}
            >
              {category}
            </button>
          );
        })}
      </fieldset>
      {/* After the badges: a clicked badge's own value comes first in the submitted form and wins. */}
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
    </form>
  );
}
