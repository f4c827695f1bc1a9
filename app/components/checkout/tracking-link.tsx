import { ExternalLinkIcon } from "lucide-react";
import type { Tracking } from "~/lib/order-details";

/** A shipped order's carrier and tracking number, linked to the carrier's own tracking page. */
export function TrackingLink({ tracking }: { tracking: Tracking }) {
  return (
    <p className="text-sm">
      Shipped with {tracking.carrier}, tracking number{" "}
      <a
        href={tracking.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-mono font-semibold text-primary underline underline-offset-2"
      >
        {tracking.number}
        <ExternalLinkIcon aria-hidden className="size-3.5" />
        <span className="sr-only">(opens the carrier's tracking page)</span>
      </a>
    </p>
  );
}
