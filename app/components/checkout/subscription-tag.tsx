import { RepeatIcon } from "lucide-react";

/**
 * Marks a subscription line (charged the subscription price for the first delivery,
 * docs/product.md#subscribe-and-save).
 */
export function SubscriptionTag() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand-dark">
      <RepeatIcon aria-hidden className="size-3" />
      Subscription
    </span>
  );
}
