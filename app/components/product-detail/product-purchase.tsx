import { useState } from "react";
import { FavoriteButton } from "~/components/favorites/favorite-button";
import { Price } from "~/components/product/price";
import { flavorPricing, subscribeSavePercent } from "~/lib/pricing";
import type { Product } from "~/lib/product";
import { flavorStock } from "~/lib/stock";
import { DEFAULT_CADENCE_WEEKS } from "~/lib/subscriptions";
import { AddToCartButton } from "./add-to-cart-button";
import { BackInStockForm } from "./back-in-stock-form";
import { FlavorPicker } from "./flavor-picker";
import { QuantityInput } from "./quantity-input";
import { StockStatus } from "./stock-status";
import { SubscribeOption } from "./subscribe-option";

/** Price, subscription, flavour, quantity, stock and Add to Cart, with the defaults of docs/product.md#product-page. */
export function ProductPurchase({ product }: { product: Product }) {
  const [subscription, setSubscription] = useState(false);
  const [cadenceWeeks, setCadenceWeeks] = useState(DEFAULT_CADENCE_WEEKS);
  const [flavor, setFlavor] = useState(product.flavors[0]);
  const [quantity, setQuantity] = useState(1);
  // A flavour may have its own price: the price and the saving follow the one chosen.
  const pricing = flavorPricing(product, flavor);
  const savePercent = subscribeSavePercent(pricing);
  // Each flavour has its own stock: the message, the cap and the button follow the one chosen.
  const stock = flavorStock(product, flavor);
  const chooseFlavor = (next: string) => {
    setFlavor(next);
    setQuantity((current) => Math.min(current, Math.max(1, flavorStock(product, next))));
  };
  const soldOut = product.variants.flatMap((variant) => (variant.flavor && variant.stock <= 0 ? [variant.flavor] : []));
  return (
    <div className="flex flex-col gap-5 rounded-xl border border-border p-4 sm:p-5">
      <Price product={pricing} subscription={subscription} className="text-3xl" />
      {savePercent !== null && (
        <SubscribeOption
          percent={savePercent}
          checked={subscription}
          onCheckedChange={setSubscription}
          cadenceWeeks={cadenceWeeks}
          onCadenceChange={setCadenceWeeks}
        />
      )}
      {flavor !== undefined && (
        <FlavorPicker flavors={product.flavors} soldOut={soldOut} value={flavor} onValueChange={chooseFlavor} />
      )}
      <StockStatus stock={stock} atLimit={quantity >= stock} />
      <div className="flex flex-wrap items-end gap-3">
        <QuantityInput quantity={quantity} onChange={setQuantity} stock={stock} />
        <AddToCartButton
          product={product}
          stock={stock}
          quantity={quantity}
          flavor={flavor}
          subscription={subscription}
          cadenceWeeks={cadenceWeeks}
        />
        <FavoriteButton product={product} variant="outline" />
      </div>
      {stock <= 0 && (
        // Keyed by flavour: another flavour's form starts afresh.
        <BackInStockForm key={flavor ?? ""} productId={product.id} flavor={flavor} title={product.title} />
      )}
    </div>
  );
}
