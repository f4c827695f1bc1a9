import { useEffect } from "react";
import { ErrorPanel } from "~/components/layout/error-panels";
import { toast } from "~/hooks/use-toast";
import { CATALOG_LOAD_FAILED } from "~/lib/catalog-messages";

/**
 * A brand page whose products failed to load: the error panel, and a toast naming the brand (docs/product.md#messages).
 */
export function BrandLoadError({ brandName }: { brandName: string }) {
  useEffect(() => {
    toast({ variant: "destructive", title: "Error", description: `Failed to load ${brandName} products` });
  }, [brandName]);
  return <ErrorPanel message={CATALOG_LOAD_FAILED} />;
}
