import { cn } from "~/components/ui/cn";
import { DELIVERY_METHOD_LABELS, formatDeliveryDate } from "~/lib/delivery";
import { formatCents } from "~/lib/money";
import type { TrackedOrder } from "~/lib/order-details";

type OrderAmountsProps = {
  order: Pick<TrackedOrder, "subtotal" | "shipping" | "tax" | "total" | "deliveryMethod" | "expectedDeliveryDate">;
  className?: string;
};

/**
 * An order's subtotal, shipping, tax (only where some was charged), total and delivery, as /track-order, the
 * account's orders and the test payment page show them.
 */
export function OrderAmounts({ order, className }: OrderAmountsProps) {
  return (
    <dl className={cn("grid content-start gap-2 text-sm", className)}>
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="font-semibold tabular-nums">{formatCents(order.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Shipping</dt>
        <dd className="font-semibold tabular-nums">{order.shipping === 0 ? "FREE" : formatCents(order.shipping)}</dd>
      </div>
      {order.tax > 0 && (
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Tax</dt>
          <dd className="font-semibold tabular-nums">{formatCents(order.tax)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-border pt-2 text-base">
        <dt className="font-bold">Total</dt>
        <dd className="font-black tabular-nums">{formatCents(order.total)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-border pt-2">
        <dt className="text-muted-foreground">Delivery</dt>
        <dd className="text-right font-semibold">
          {DELIVERY_METHOD_LABELS[order.deliveryMethod]}
          {order.expectedDeliveryDate && (
            <span className="block text-xs font-normal text-muted-foreground">
              Expected {formatDeliveryDate(order.expectedDeliveryDate)}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
