import { useEffect } from "react";
import { toast } from "~/hooks/use-toast";

// docs/product.md#payment-providers names the active payment provider; Square until the provider adapter reports its
// name.
const PAYMENT_PROVIDER_NAME = "Square";

/** docs/product.md#messages: an empty catalogue is reported once, as the page appears. */
export function useEmptyCatalogNotice(catalogEmpty: boolean) {
  useEffect(() => {
    if (!catalogEmpty) return;
    toast({
      title: "No products found",
      description: `Your catalog appears to be empty. Please check your ${PAYMENT_PROVIDER_NAME} account.`,
    });
  }, [catalogEmpty]);
}
