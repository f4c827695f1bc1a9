import { formatCents } from "~/lib/money";
import type { OrderItem } from "~/lib/order-details";
import { cadenceLabel } from "~/lib/subscriptions";
import { SubscriptionTag } from "./subscription-tag";

/** Items Ordered: 'quantity x name' with the line's price (docs/product.md#order-confirmation). */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className="divide-y divide-border">
      {items.map((item, index) => (
        // Lines of one order never change order; two may share a name (different flavours).
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the line's identity here
        <li key={index} className="flex items-start justify-between gap-4 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold">{`${item.quantity} x ${item.name}`}</p>
            {(item.flavor || item.subscription) && (
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                {item.flavor && <span>{item.flavor}</span>}
                {item.subscription && <SubscriptionTag />}
                {item.cadenceWeeks !== null && <span>{cadenceLabel(item.cadenceWeeks)}</span>}
              </div>
            )}
          </div>
          <p className="text-sm font-bold tabular-nums">{formatCents(item.price)}</p>
        </li>
      ))}
    </ul>
  );
}
