import { Loader2Icon } from "lucide-react";

/** A spinner with words, announced to screen readers as it appears. */
export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
      <Loader2Icon aria-hidden className="size-6 animate-spin text-brand" />
      <span>{label}</span>
    </div>
  );
}
