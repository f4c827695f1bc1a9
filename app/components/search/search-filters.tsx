import { useId } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTaxonomy } from "~/hooks/use-taxonomy";
import {
  categoryLabel,
  PRICE_BANDS,
  type PriceBandValue,
  SEARCH_PATH,
  type SearchRequest,
  type SearchSort,
  SORT_OPTIONS,
  searchHref,
} from "~/lib/search";

type SearchFiltersProps = {
  search: SearchRequest;
  /** Category slugs found among the results. */
  categories: readonly string[];
};

/**
 * Sort, category and price band. A GET form with an Apply button before JavaScript runs; afterwards each
 * change applies at once. Every choice lives in the address, so a filtered search can be shared.
 */
export function SearchFilters({ search, categories }: SearchFiltersProps) {
  const taxonomy = useTaxonomy();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The chosen category stays listed even when the price band leaves none of its products.
  const categoryOptions =
    search.category && !categories.includes(search.category) ? [...categories, search.category].sort() : categories;

  const apply = (change: Partial<SearchRequest>) =>
    navigate(searchHref({ ...search, ...change, page: 1 }), { preventScrollReset: true });

  return (
    <form method="get" action={SEARCH_PATH} aria-label="Sort and filter" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="q" value={search.term} />
      <Select
        label="Sort by"
        name="sort"
        value={search.sort}
        options={SORT_OPTIONS}
        onChange={(value) => apply({ sort: value as SearchSort })}
      />
      <Select
        label="Category"
        name="category"
        value={search.category ?? ""}
        options={[
          { value: "", label: "All Categories" },
          ...categoryOptions.map((slug) => ({ value: slug, label: categoryLabel(slug, taxonomy.categories) })),
        ]}
        onChange={(value) => apply({ category: value || null })}
      />
      <Select
        label="Price"
        name="price"
        value={search.price}
        options={PRICE_BANDS}
        onChange={(value) => apply({ price: value as PriceBandValue })}
      />
      {!hydrated && (
        <Button type="submit" variant="outline" className="h-10">
          Apply
        </Button>
      )}
    </form>
  );
}

type SelectProps = {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

function Select({ label, name, value, options, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 cursor-pointer rounded-md border border-border bg-background px-3 pr-8 text-sm font-medium"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
