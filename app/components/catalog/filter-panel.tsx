import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTaxonomy } from "~/hooks/use-taxonomy";
import { brandFilters, hasActiveFilters, type PriceBounds, type ProductFilters } from "~/lib/filters";
import type { Taxonomy } from "~/lib/taxonomy";
import { PriceRange } from "./price-range";

type FilterPanelProps = {
  /** The selection on screen. */
  filters: ProductFilters;
  bounds: PriceBounds | null;
  onChange: (next: ProductFilters) => void;
};

/** Categories are selected by slug; brands by name (titles are matched on it), submitted by slug. */
function checkboxGroups(taxonomy: Taxonomy) {
  return [
    {
      legend: "Category",
      name: "categories",
      field: "categories",
      options: taxonomy.categories.map(({ slug, name }) => ({ value: slug, label: name, selects: slug })),
    },
    {
      legend: "Brand",
      name: "brand",
      field: "brands",
      options: brandFilters(taxonomy.brands).map(({ slug, name }) => ({ value: slug, label: name, selects: name })),
    },
  ] as const;
}

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/**
 * Category, brand and price filters. A plain GET form, so filtering works before JavaScript runs
 * (the server tidies the submitted address); once hydrated, every change applies at once.
 */
export function FilterPanel({ filters: applied, bounds, onChange }: FilterPanelProps) {
  const hydrated = useHydrated();
  const taxonomy = useTaxonomy();
  // The controls show a change at once, while its results load; a selection applied elsewhere
  // (Clear all, the back button) replaces it.
  const [filters, setFilters] = useState(applied);
  const [shownFor, setShownFor] = useState(applied);
  if (JSON.stringify(shownFor) !== JSON.stringify(applied)) {
    setShownFor(applied);
    setFilters(applied);
  }
  const change = (next: ProductFilters) => {
    setFilters(next);
    onChange(next);
  };
  return (
    <form method="get" action="/products" aria-label="Product filters" className="flex flex-col gap-7">
      <div className="flex items-center justify-between">
        <h2 className="font-display text-lg font-black uppercase">Filters</h2>
        {hasActiveFilters(taxonomy, filters, bounds) && (
          <Link
            to="/products"
            preventScrollReset
            className="text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
          >
            Clear all
          </Link>
        )}
      </div>
      {checkboxGroups(taxonomy).map((group) => (
        <CheckboxGroup
          key={group.name}
          {...group}
          selected={filters[group.field]}
          onToggle={(value) => change({ ...filters, [group.field]: toggled(filters[group.field], value) })}
        />
      ))}
      {bounds && <PriceRange filters={filters} bounds={bounds} onChange={change} />}
      {!hydrated && (
        <Button type="submit" variant="ink">
          Apply
        </Button>
      )}
    </form>
  );
}

type CheckboxOption = {
  /** What the form submits (a plain GET before JavaScript runs). */
  value: string;
  label: string;
  /** What the selection holds when the box is ticked. */
  selects: string;
};

type CheckboxGroupProps = {
  legend: string;
  name: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onToggle: (selects: string) => void;
};

function CheckboxGroup({ legend, name, options, selected, onToggle }: CheckboxGroupProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold tracking-wide uppercase">{legend}</legend>
      <ul className="flex flex-col">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-muted has-[:checked]:font-semibold">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.selects)}
                onChange={() => onToggle(option.selects)}
                className="size-4 shrink-0 cursor-pointer accent-brand"
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
