import { toast } from "~/hooks/use-toast";

/** docs/product.md#cart-panel: the toast of an add from a product card or the cart's suggestions. */
export function announceAddedToCart(quantity: number, title: string): void {
  toast({ title: "Added to cart", description: `${quantity} x ${title} added to your cart.` });
}

const titleList = new Intl.ListFormat("en-US", { type: "conjunction" });

export function unavailableMessage(titles: readonly string[]): string {
  return titles.length === 1
    ? `${titles[0]} is no longer available and was removed from your cart.`
    : `${titleList.format(titles)} are no longer available and were removed from your cart.`;
}

/** docs/product.md#saved-cart: a product the catalogue no longer has is dropped from the cart with a notice. */
export function announceUnavailable(titles: readonly string[]): void {
  toast({ title: "Cart updated", description: unavailableMessage(titles) });
}
