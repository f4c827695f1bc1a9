import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** Newer / older pages of a back-office list, by ?page=. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={`?page=${page + 1}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
