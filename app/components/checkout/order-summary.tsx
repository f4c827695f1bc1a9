import { FreeShippingProgress } from "~/components/cart/free-shipping-progress";
import { ProductImage } from "~/components/product/product-image";
import { type CartLine, cartSubtotalCents, lineCadenceWeeks, lineKey, lineTotalCents } from "~/lib/cart";
import type { Address, DeliveryMethod } from "~/lib/delivery";
import { IMAGE_WIDTH } from "~/lib/images";
import { formatCents } from "~/lib/money";
import { orderAmounts } from "~/lib/order-amounts";
import type { ShippingRates } from "~/lib/store-settings";
import { cadenceLabel } from "~/lib/subscriptions";
import type { TaxRates } from "~/lib/tax";
import { OrderCard } from "./order-card";
import { SubscriptionTag } from "./subscription-tag";

type OrderSummaryProps = {
  lines: CartLine[];
  deliveryMethod: DeliveryMethod;
  /** The address as typed so far, and the store's tax rates: tax follows the address as it is entered. */
  address: Address;
  taxRates: TaxRates;
  /** The owner's delivery rates as the checkout page loaded them, which the server charges by too. */
  shippingRates: ShippingRates;
  /** The checkout button and its note. */
  children: React.ReactNode;
};

/**
 * The sticky Order Summary (docs/product.md#checkout): the cart's lines and totals, computed by the same functions
 * the server charges with (it prices again from the database; these are the catalogue's current prices).
 */
export function OrderSummary({ lines, deliveryMethod, address, taxRates, shippingRates, children }: OrderSummaryProps) {
  const subtotal = cartSubtotalCents(lines);
  const amounts = orderAmounts({ subtotalCents: subtotal, deliveryMethod, address, rates: taxRates, shippingRates });
  const shipping = amounts.shippingCents;
  return (
    <OrderCard title="Order Summary" className="overflow-hidden">
      <ul aria-label="Items in your order" className="max-h-[22rem] divide-y divide-border overflow-y-auto px-5">
        {lines.map((line) => (
          <SummaryLine key={lineKey(line)} line={line} />
        ))}
      </ul>
      {deliveryMethod === "shipping" && <FreeShippingProgress subtotalCents={subtotal} rates={shippingRates} />}
      <dl className="space-y-2 border-t border-border px-5 py-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="font-semibold tabular-nums">{formatCents(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{deliveryMethod === "local" ? "Local Delivery" : "Shipping"}</dt>
          <dd className="font-semibold tabular-nums">
            {shipping === 0 ? <span className="text-emerald-700">FREE</span> : formatCents(shipping)}
          </dd>
        </div>
        {/* No row at all where no tax applies: a store without rates looks as it always did. */}
        {amounts.taxCents > 0 && (
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Tax</dt>
            <dd className="font-semibold tabular-nums">{formatCents(amounts.taxCents)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-border pt-3 text-base">
          <dt className="font-bold">Total</dt>
          <dd className="font-black tabular-nums">{formatCents(amounts.totalCents)}</dd>
        </div>
      </dl>
      <div className="border-t border-border bg-muted/40 px-5 py-5">{children}</div>
    </OrderCard>
  );
}

function SummaryLine({ line }: { line: CartLine }) {
  const { product } = line;
  const cadenceWeeks = lineCadenceWeeks(line);
  return (
    <li className="flex gap-3 py-4">
      <ProductImage
        src={product.images[0]}
        alt=""
        width={IMAGE_WIDTH.featured}
        className="size-16 shrink-0 rounded-md border border-border bg-white p-1"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug font-semibold">{product.title}</p>
        {line.flavor && <p className="mt-0.5 text-xs text-muted-foreground">{line.flavor}</p>}
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span>Qty: {line.quantity}</span>
          {line.subscription && <SubscriptionTag />}
          {cadenceWeeks !== null && <span>{cadenceLabel(cadenceWeeks)}</span>}
        </div>
      </div>
      <p className="text-sm font-bold tabular-nums">{formatCents(lineTotalCents(line))}</p>
    </li>
  );
}
