import { ChevronRightIcon } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";

export type Crumb = { name: string; path: string };

/** The visible trail that the page's BreadcrumbList data describes; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.path}>
              {index > 0 && (
                <li aria-hidden className="flex">
                  <ChevronRightIcon className="size-4" />
                </li>
              )}
              <li>
                {current ? (
                  <span aria-current="page" className="font-semibold text-foreground">
                    {crumb.name}
                  </span>
                ) : (
                  <Link to={crumb.path} className="hover:text-foreground hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
