import type { ProductVariant } from "./product";
import { variantName } from "./variants";

/** Stock wording of docs/product.md#stock. */

export const LOW_STOCK_LIMIT = 10;

export function stockMessage(stock: number): string {
  if (stock <= 0) return "Out of Stock";
  if (stock <= LOW_STOCK_LIMIT) return `Only ${stock} left in stock!`;
  return "In Stock";
}

/** Why an order cannot have more of a product: how many are left, whatever the stock level. */
export function stockShortfallMessage(stock: number): string {
  return stock <= 0 ? "Out of Stock" : `Only ${stock} left in stock!`;
}

/**
 * The units one flavour of a product has: each flavour has its own stock, so a shopper can buy the
 * vanilla when the chocolate is gone. A product known only by its total (a cart saved before flavours had stock of
 * their own) has that total; a flavour the product does not have, none.
 */
export function flavorStock(
  product: { stock: number; variants: readonly ProductVariant[] },
  flavor: string | null | undefined,
): number {
  if (product.variants.length === 0) return product.stock;
  return product.variants.find((variant) => variant.flavor === (flavor || null))?.stock ?? 0;
}

/**
 * A flavour of a product an order asks more of than there is, as checkout reports it so the shopper can fix the
 * quantity; `flavor` is null for a product without flavours.
 */
export type StockShortfall = { productId: string; flavor: string | null; title: string; stock: number };

/** "Whey: Only 3 left in stock!", or "Whey (Vanilla): Out of Stock" for one flavour. */
export function describeShortfall(shortfall: StockShortfall): string {
  return `${variantName(shortfall.title, shortfall.flavor)}: ${stockShortfallMessage(shortfall.stock)}`;
}

/**
 * The message beside a quantity control: once the quantity is at its cap, how many are left whatever the level
 * ("Only 40 left in stock!" at 40 of 40), so the shopper sees why it goes no higher.
 */
export function quantityStockMessage(stock: number, atLimit: boolean): string {
  return atLimit ? stockShortfallMessage(stock) : stockMessage(stock);
}

/** The card's 'Low Stock' badge: above 0 and below 10 (the message above counts 10 as few, the badge does not). */
export function isLowStock(stock: number): boolean {
  return stock > 0 && stock < LOW_STOCK_LIMIT;
}

/** The stock badge of a product card, if any: all a card, anywhere, shows of the stock. */
export function cardStockBadge(stock: number): "Out of Stock" | "Low Stock" | undefined {
  if (stock <= 0) return "Out of Stock";
  return isLowStock(stock) ? "Low Stock" : undefined;
}
