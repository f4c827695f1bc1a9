import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";

/** Where the portal's forms post (app/routes/account/subscriptions.ts). */
export const SUBSCRIPTION_ACTION = "/account/subscriptions";

/** What the action answers when it refuses a change; a change it makes answers with a redirect instead. */
type RefusedChange = { error?: string };

const DONE: Record<string, string> = {
  skip: "Next delivery skipped.",
  pause: "Subscription paused.",
  resume: "Subscription resumed.",
  cancel: "Subscription cancelled.",
  cadence: "Delivery frequency saved.",
  quantity: "Quantity saved.",
  flavor: "Flavor saved.",
  address: "Address saved.",
};

export type SubscriptionFetcher = ReturnType<typeof useFetcher<RefusedChange>>;

/**
 * One subscription card's request, so a refusal shows beside the subscription it was about. The action redirects
 * back to the portal once a change is made, and the page loads again; `done` then says what changed.
 */
export function useSubscriptionFetcher() {
  const fetcher = useFetcher<RefusedChange>();
  const { state, data } = fetcher;
  const submitted = fetcher.formData?.get("intent");
  const [done, setDone] = useState<string | null>(null);
  const { revalidate } = useRevalidator();
  // The intent sent: once the fetcher is idle again its form data is gone.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (state === "submitting") {
      pending.current = typeof submitted === "string" ? submitted : null;
      setDone(null);
    } else if (state === "idle" && pending.current) {
      setDone(data?.error ? null : (DONE[pending.current] ?? null));
      pending.current = null;
      // A refusal may come from a change made elsewhere (another tab, the shop): show the subscription as it is now.
      if (data?.error) void revalidate();
    }
  }, [state, data, submitted, revalidate]);
  const error = state === "idle" ? data?.error : undefined;
  return { fetcher, done, error };
}
