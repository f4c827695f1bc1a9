import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

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
  const pageLink = (to: number) => `?${query ? `${query}&` : ""}page=${to}`;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className={buttonVariants({ variant: "outline", size: "sm" })}>
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
        <Link to={pageLink(page + 1)} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
