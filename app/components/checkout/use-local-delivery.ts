import { useEffect, useState } from "react";
import { localDeliveryResultSchema } from "~/lib/checkout.schema";
import type { Address, LocalDeliveryResult } from "~/lib/delivery";

/** docs/product.md#limits-and-timings: the check runs 500 ms after the city or state last changed. */
const LOCAL_DELIVERY_DEBOUNCE_MS = 500;

/**
 * Asks the server whether local delivery reaches the address (validate-local-delivery). Empty city and
 * state, or a failed check, mean unavailable; a failure is only logged (docs/product.md#messages).
 */
export function useLocalDelivery({ city, state }: Address): LocalDeliveryResult | null {
  const [result, setResult] = useState<LocalDeliveryResult | null>(null);

  useEffect(() => {
    if (!city.trim() && !state.trim()) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const query = new URLSearchParams({ city, state });
        const response = await fetch(`/api/local-delivery?${query}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`/api/local-delivery answered ${response.status}`);
        setResult(localDeliveryResultSchema.parse(await response.json()));
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error("Local delivery check failed; offering shipping only", error);
        setResult(null);
      }
    }, LOCAL_DELIVERY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [city, state]);

  return result;
}
