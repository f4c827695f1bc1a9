import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";

export type Crumb = { name: string; path: string };

/** The visible trail that the page's BreadcrumbList data describes; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex min-w-0 items-center gap-1.5">
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="truncate font-semibold text-foreground">
                {crumb.name}
              </span>
            ) : (
              <>
                <Link to={crumb.path} className="hover:text-foreground hover:underline">
                  {crumb.name}
                </Link>
                <ChevronRightIcon aria-hidden className="size-4 shrink-0" />
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
