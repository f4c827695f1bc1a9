import { useEffect } from "react";
import { LoadErrorPanel } from "~/components/home/load-error-panel";
import { toast } from "~/hooks/use-toast";

/** A brand page whose products failed to load: the error panel, and a toast naming the brand (spec section 8). */
export function BrandLoadError({ brandName }: { brandName: string }) {
  useEffect(() => {
    toast({ variant: "destructive", title: "Error", description: `Failed to load ${brandName} products` });
  }, [brandName]);
  return <LoadErrorPanel />;
}
