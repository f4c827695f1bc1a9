import { useState } from "react";
import { FavoriteButton } from "~/components/favorites/favorite-button";
import { Price } from "~/components/product/price";
import { subscribeSavePercent } from "~/lib/pricing";
import type { Product } from "~/lib/product";
import { AddToCartButton } from "./add-to-cart-button";
import { BackInStockForm } from "./back-in-stock-form";
import { FlavorPicker } from "./flavor-picker";
import { QuantityInput } from "./quantity-input";
import { StockStatus } from "./stock-status";
import { SubscribeOption } from "./subscribe-option";

/** Price, subscription, flavour, quantity, stock and Add to Cart, with the defaults of docs/product.md#product-page. */
export function ProductPurchase({ product }: { product: Product }) {
  const [subscription, setSubscription] = useState(false);
  const [flavor, setFlavor] = useState(product.flavors[0]);
  const [quantity, setQuantity] = useState(1);
  const savePercent = subscribeSavePercent(product);
  return (
    <div className="flex flex-col gap-5 rounded-xl border border-border p-4 sm:p-5">
      <Price product={product} subscription={subscription} className="text-3xl" />
      {savePercent !== null && (
        <SubscribeOption percent={savePercent} checked={subscription} onCheckedChange={setSubscription} />
      )}
      {flavor !== undefined && <FlavorPicker flavors={product.flavors} value={flavor} onValueChange={setFlavor} />}
      <StockStatus stock={product.stock} atLimit={quantity >= product.stock} />
      <div className="flex flex-wrap items-end gap-3">
        <QuantityInput quantity={quantity} onChange={setQuantity} stock={product.stock} />
        <AddToCartButton product={product} quantity={quantity} flavor={flavor} subscription={subscription} />
        <FavoriteButton product={product} variant="outline" />
      </div>
      {product.stock <= 0 && <BackInStockForm productId={product.id} title={product.title} />}
    </div>
  );
}
