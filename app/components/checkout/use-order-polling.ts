import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { OrderStatus } from "~/lib/order-status";

const ORDER_POLL_INTERVAL_MS = 2000;
const ORDER_POLL_LIMIT_MS = 2 * 60 * 1000;

/**
 * Reloads the page's data every 2 s while the order is pending, so it turns paid without a reload when the
 * provider's webhook arrives (decision 103). Stops once it is no longer pending, or after two minutes.
 * An expired checkout is watched too: a payment made late is still honoured (decision 115).
 */
export function useOrderPolling(status: OrderStatus | undefined) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;

  useEffect(() => {
    if (status !== "pending" && status !== "expired") return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > ORDER_POLL_LIMIT_MS) {
        clearInterval(timer);
        return;
      }
      if (latest.current.state === "idle") void latest.current.revalidate();
    }, ORDER_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [status]);
}
