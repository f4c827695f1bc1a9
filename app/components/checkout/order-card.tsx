import type * as React from "react";
import { useId } from "react";
import { cn } from "~/components/ui/cn";

/** A card of the order pages named by its heading, on a ruled top line beside an optional badge. */
export function OrderCard({
  title,
  badge,
  className,
  children,
}: {
  title: React.ReactNode;
  badge?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("rounded-lg border border-border bg-background shadow-sm", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}
