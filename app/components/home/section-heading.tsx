import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/** A home section's title with the store's red underline accent; `id` labels the section. */
export function SectionHeading({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <h2
      id={id}
      className={cn(
        "font-display text-2xl font-black tracking-tight uppercase md:text-3xl",
        "after:mt-2 after:block after:h-1 after:w-12 after:rounded-full after:bg-brand",
        className,
      )}
    >
      {children}
    </h2>
  );
}
