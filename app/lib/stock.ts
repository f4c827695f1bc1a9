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

/** A product an order asks more of than there is, as checkout reports it so the shopper can fix the quantity. */
export type StockShortfall = { productId: string; title: string; stock: number };

/** "Whey: Only 3 left in stock!" */
export function describeShortfall(shortfall: StockShortfall): string {
  return `${shortfall.title}: ${stockShortfallMessage(shortfall.stock)}`;
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
