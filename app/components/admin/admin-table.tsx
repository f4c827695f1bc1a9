import type * as React from "react";
import { Link } from "react-router";

/**
 * A wide table that scrolls sideways on a phone. The scrolling box is a named, focusable region so a
 * keyboard can scroll it too.
 */
export function AdminTable({
  label,
  head,
  children,
}: {
  label: string;
  head: React.ReactNode[];
  children: React.ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/60">
          <tr>
            {head.map((title, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </section>
  );
}

export function AdminPageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-4">
      <h1 className="font-display text-2xl font-bold md:text-3xl">{title}</h1>
      {children && <p className="mt-1 text-muted-foreground">{children}</p>}
    </div>
  );
}

/** The way back up, above a page's heading: a product's page links to the products, its photos to the product. */
export function AdminBackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p className="mb-2 text-sm">
      <Link to={to} className="underline underline-offset-2">
        {children}
      </Link>
    </p>
  );
}
