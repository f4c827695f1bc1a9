import { RotateCwIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { CATALOG_LOAD_FAILED } from "~/lib/product-cache";

/** The spec's page-level failure: 'Error', the message, and 'Try Again' reloading the page. */
export function CatalogError() {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center" role="alert">
      <h1 className="font-display text-3xl font-black uppercase">Error</h1>
      <p className="mt-4 max-w-md text-muted-foreground">{CATALOG_LOAD_FAILED}</p>
      <Button variant="ink" size="lg" className="mt-8" onClick={() => window.location.reload()}>
        <RotateCwIcon aria-hidden />
        Try Again
      </Button>
    </div>
  );
}
