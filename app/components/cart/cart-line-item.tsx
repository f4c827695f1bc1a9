import { Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { Price } from "~/components/product/price";
import { ProductImage } from "~/components/product/product-image";
import { type CartLine, lineCadenceWeeks, lineTotalCents } from "~/lib/cart";
import { IMAGE_WIDTH } from "~/lib/images";
import { formatCents } from "~/lib/money";
import { flavorPricing, subscribeSavePercent } from "~/lib/pricing";
import { LOW_STOCK_LIMIT, quantityStockMessage } from "~/lib/stock";
import { CadenceSelect } from "./cadence-select";
import { PurchaseOption } from "./purchase-option";
import { QuantityControl } from "./quantity-control";

type CartLineItemProps = {
  line: CartLine;
  /** The most this line may hold (lineQuantityLimit). */
  quantityLimit: number;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  onToggleSubscription: () => void;
  onCadenceChange: (weeks: number) => void;
  /** Closes the panel when the shopper follows the link to the product. */
  onNavigate: () => void;
  takeFocus: boolean;
  onFocusTaken: () => void;
};

/**
 * One cart line: image, title, flavour, price, stock when it is short, purchase option (with how often a subscription
 * is delivered), quantity and total.
 */
export function CartLineItem({
  line,
  quantityLimit,
  onQuantityChange,
  onRemove,
  onToggleSubscription,
  onCadenceChange,
  onNavigate,
  takeFocus,
  onFocusTaken,
}: CartLineItemProps) {
  const { product } = line;
  const cadenceWeeks = lineCadenceWeeks(line);
  const pricing = flavorPricing(product, line.flavor);
  const savePercent = subscribeSavePercent(pricing);
  const atLimit = line.quantity >= quantityLimit;
  // Image beside the details; the purchase option and quantity row use the full width on a phone.
  const controlRow = "col-span-2 mt-2.5 sm:col-span-1 sm:col-start-2";
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 py-4">
      <ProductImage
        src={product.images[0]}
        alt=""
        width={IMAGE_WIDTH.featured}
        className="size-16 rounded-md border border-border bg-white p-1 sm:size-20"
      />
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-sm leading-snug font-semibold">
            <Link to={`/product/${product.slug}`} onClick={onNavigate} className="hover:text-brand hover:underline">
              {product.title}
            </Link>
          </h3>
          {line.flavor && <p className="mt-0.5 text-xs text-muted-foreground">{line.flavor}</p>}
          <Price product={pricing} subscription={line.subscription} className="mt-1 text-sm" />
          {/* Plenty of stock needs no words; a short supply, none, or a quantity at the cap does (prices and stock are current). */}
          {(product.stock <= LOW_STOCK_LIMIT || atLimit) && (
            <p
              className={
                product.stock > 0 ? "text-xs font-semibold text-amber-800" : "text-xs font-semibold text-destructive"
              }
            >
              {quantityStockMessage(product.stock, atLimit)}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-label={`Remove ${product.title}`}
          onClick={onRemove}
          className="-mt-1 -mr-1 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-destructive"
        >
          <Trash2Icon aria-hidden className="size-4" />
        </button>
      </div>
      {savePercent !== null && (
        <div className={controlRow}>
          <PurchaseOption
            title={product.title}
            subscription={line.subscription}
            savePercent={savePercent}
            onToggle={onToggleSubscription}
            takeFocus={takeFocus}
            onFocusTaken={onFocusTaken}
          />
          {cadenceWeeks !== null && <CadenceSelect value={cadenceWeeks} onChange={onCadenceChange} className="mt-2" />}
        </div>
      )}
      <div className={`${controlRow} flex items-center justify-between gap-2`}>
        <QuantityControl
          title={product.title}
          quantity={line.quantity}
          max={quantityLimit}
          onChange={onQuantityChange}
        />
        <p className="text-sm font-bold tabular-nums">{formatCents(lineTotalCents(line))}</p>
      </div>
    </li>
  );
}
