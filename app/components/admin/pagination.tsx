import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** ?page={to} after a list's own `query`. */
function pageLink(query: string, to: number): string {
  return `?${query ? `${query}&` : ""}page=${to}`;
}

/**
 * What a back-office list says when its page has no rows: `empty` when the list itself is empty, but a page
 * past the last one (an old link, a typed address) says so and links to the last page, instead of claiming
 * the store has nothing.
 */
export function EmptyListPage({
  page,
  pageCount,
  query = "",
  empty,
}: {
  page: number;
  pageCount: number;
  query?: string;
  empty: ReactNode;
}) {
  if (page <= pageCount || pageCount < 1) return <p>{empty}</p>;
  return (
    <p>
      There is nothing on this page.{" "}
      <Link to={pageLink(query, pageCount)} className="font-semibold underline underline-offset-2">
        Go to the last page (page {pageCount})
      </Link>
    </p>
  );
}

/**
 * Newer / older pages of a back-office list, by ?page= after the list's own `query`. `more`: the list knows
 * there are pages past `pageCount` without having counted them all.
 */
export function Pagination({
  page,
  pageCount,
  more = false,
  query = "",
  labels = { previous: "Newer", next: "Older" },
}: {
  page: number;
  pageCount: number;
  more?: boolean;
  query?: string;
  /** The links' words: newer and older pages for lists by date. */
  labels?: { previous: string; next: string };
}) {
  if (pageCount <= 1 && !more) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={pageLink(query, page - 1)} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pageCount}
        {more && "+"}
      </span>
      {page < pageCount || more ? (
        <Link to={pageLink(query, page + 1)} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
