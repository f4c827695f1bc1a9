import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { type BlogFilters, blogFiltersFromParams, blogFiltersToParams } from "~/lib/blog";

/**
 * The blog's filters live in the address (?q=, ?category=), so a filtered list can be shared and works
 * before JavaScript. The search box keeps its own text so typing never waits for the address to update.
 */
export function useBlogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = blogFiltersFromParams(searchParams);
  const [query, setQuery] = useState(filters.query);
  const written = useRef(filters.query);

  // The address changed from outside the box (back button, a link): show what it says.
  useEffect(() => {
    if (filters.query !== written.current) {
      written.current = filters.query;
      setQuery(filters.query);
    }
  }, [filters.query]);

  const update = (next: BlogFilters) =>
    setSearchParams(blogFiltersToParams(next), { replace: true, preventScrollReset: true });

  return {
    filters: { ...filters, query },
    setQuery(value: string) {
      written.current = value;
      setQuery(value);
      update({ ...filters, query: value });
    },
    setCategory(category: string | null) {
      update({ ...filters, query, category });
    },
  };
}
