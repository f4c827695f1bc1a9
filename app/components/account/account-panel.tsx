import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** One tab of /account, named by its heading. */
export function AccountPanel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** What a panel with nothing in it says, and where to go next. */
export function EmptyPanel({
  icon: Icon,
  title,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  action: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-14 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground/60" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
      <Button asChild variant="ink" className="mt-2">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </div>
  );
}
