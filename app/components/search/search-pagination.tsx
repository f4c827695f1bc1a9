import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { type SearchRequest, searchHref } from "~/lib/search";

/** Page numbers shown: the first, the last, and two either side of the current one. */
function visiblePages(current: number, count: number): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let page = 1; page <= count; page++) {
    const near = Math.abs(page - current) <= 2;
    if (page === 1 || page === count || near) pages.push(page);
    else if (pages[pages.length - 1] !== "gap") pages.push("gap");
  }
  return pages;
}

const itemStyle =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border border-border px-3 text-sm font-semibold";

/** Plain links, so paging works before JavaScript runs and every page has an address. */
export function SearchPagination({ search, pageCount }: { search: SearchRequest; pageCount: number }) {
  if (pageCount <= 1) return null;
  const current = search.page;
  const href = (page: number) => searchHref({ ...search, page });
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 && (
        <Link to={href(current - 1)} className={cn(itemStyle, "hover:bg-muted")} rel="prev">
          <ChevronLeftIcon aria-hidden className="size-4" />
          Previous
        </Link>
      )}
      <ol className="flex flex-wrap items-center gap-2">
        {visiblePages(current, pageCount).map((page, index, all) =>
          page === "gap" ? (
            <li key={`gap-after-${all[index - 1]}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-label={`Page ${page}`}
                aria-current={page === current ? "page" : undefined}
                className={cn(itemStyle, page === current ? "border-ink bg-ink text-white" : "hover:bg-muted")}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < pageCount && (
        <Link to={href(current + 1)} className={cn(itemStyle, "hover:bg-muted")} rel="next">
          Next
          <ChevronRightIcon aria-hidden className="size-4" />
        </Link>
      )}
    </nav>
  );
}
