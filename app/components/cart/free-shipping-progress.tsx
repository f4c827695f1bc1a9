import { formatCents } from "~/lib/money";
import { amountToFreeShippingCents } from "~/lib/order-amounts";
import type { ShippingRates } from "~/lib/store-settings";

/** How far the cart is from free shipping, in words and as a bar (docs/product.md#cart-panel). */
export function FreeShippingProgress({ subtotalCents, rates }: { subtotalCents: number; rates: ShippingRates }) {
  const threshold = rates.freeFromCents;
  const remaining = amountToFreeShippingCents(subtotalCents, rates);
  const reached = threshold - remaining;
  // A threshold of $0 makes every order's shipping free: the bar is simply full.
  const percent = threshold === 0 ? 100 : Math.round((reached / threshold) * 100);
  return (
    <div className="border-b border-border bg-muted/60 px-5 py-3">
      {/* Announced as the amount changes, so a quantity change is heard as well as seen. */}
      <p role="status" className="text-sm font-semibold">
        {remaining > 0 ? `You're ${formatCents(remaining)} away from free shipping!` : "You've unlocked FREE shipping!"}
      </p>
      <div
        role="progressbar"
        aria-label="Progress toward free shipping"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${formatCents(reached)} of ${formatCents(threshold)}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-border"
      >
        <div
          className={remaining > 0 ? "h-full bg-brand transition-[width]" : "h-full bg-emerald-600 transition-[width]"}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
