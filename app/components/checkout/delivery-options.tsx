import { MapPinIcon, TruckIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";
import type { DeliveryMethod } from "~/lib/delivery";
import { DELIVERY_METHOD_LABELS, formatDeliveryDate } from "~/lib/delivery";
import { formatCents } from "~/lib/money";
import { shippingCents } from "~/lib/order-amounts";
import type { ShippingRates } from "~/lib/store-settings";

type DeliveryOptionsProps = {
  value: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
  subtotalCents: number;
  expectedDeliveryDate: string;
  shippingRates: ShippingRates;
};

/**
 * Shown only where local delivery reaches (docs/product.md#local-delivery): standard shipping or local delivery, at
 * the owner's rates (free by default).
 */
export function DeliveryOptions({
  value,
  onChange,
  subtotalCents,
  expectedDeliveryDate,
  shippingRates,
}: DeliveryOptionsProps) {
  const priceOf = (method: DeliveryMethod) => {
    const cents = shippingCents(subtotalCents, method, shippingRates);
    return cents === 0 ? "FREE" : formatCents(cents);
  };
  const options = [
    {
      method: "shipping" as const,
      icon: TruckIcon,
      detail: "Delivered in 3-5 business days",
      price: priceOf("shipping"),
    },
    {
      method: "local" as const,
      icon: MapPinIcon,
      detail: `Expected ${formatDeliveryDate(expectedDeliveryDate)}`,
      price: priceOf("local"),
    },
  ];
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Delivery method</legend>
      {options.map(({ method, icon: Icon, detail, price }) => (
        <label
          key={method}
          className={cn(
            "flex cursor-pointer items-center gap-3 rounded-md border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            value === method ? "border-brand bg-brand/5" : "border-border hover:bg-muted/60",
          )}
        >
          <input
            type="radio"
            name="deliveryMethod"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="size-4 accent-brand"
          />
          <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          <span className="flex-1">
            <span className="block text-sm font-semibold">{DELIVERY_METHOD_LABELS[method]}</span>
            <span className="block text-xs text-muted-foreground">{detail}</span>
          </span>
          <span className={cn("text-sm font-bold", price === "FREE" && "text-emerald-700")}>{price}</span>
        </label>
      ))}
    </fieldset>
  );
}
