import { useEffect } from "react";
import { toast } from "~/hooks/use-toast";

// docs/product.md#payment-providers names the active payment provider; Square until the provider adapter reports its
// name.
const PAYMENT_PROVIDER_NAME = "Square";

/** What fills an empty store: a public store starts without the demo catalogue (decision 053). */
const NEXT_STEP = "Import it from Square with npm run catalog:import, or load the demo catalogue with npm run db:seed.";

/** docs/product.md#messages: an empty catalogue is reported once, as the page appears, with what to do next. */
export function useEmptyCatalogNotice(catalogEmpty: boolean) {
  useEffect(() => {
    if (!catalogEmpty) return;
    toast({
      title: "No products found",
      description: `Your catalog appears to be empty. Please check your ${PAYMENT_PROVIDER_NAME} account. ${NEXT_STEP}`,
    });
  }, [catalogEmpty]);
}
