import { TriangleAlertIcon } from "lucide-react";
import { Button } from "~/components/ui/button";

/** What a page shows when its products could not be loaded: the spec's 'Error' panel with a reload. */
export function LoadErrorPanel() {
  return (
    <div role="alert" className="container-page flex flex-col items-center py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand/10 text-brand-dark">
        <TriangleAlertIcon aria-hidden className="size-7" />
      </span>
      <h1 className="mt-4 font-display text-3xl font-bold">Error</h1>
      <p className="mt-3 text-muted-foreground">Failed to load products. Please try again later.</p>
      <Button variant="ink" size="lg" className="mt-6" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </div>
  );
}
