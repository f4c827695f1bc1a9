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

/** The card's 'Low Stock' badge: above 0 and below 10 (the message above counts 10 as few, the badge does not). */
export function isLowStock(stock: number): boolean {
  return stock > 0 && stock < LOW_STOCK_LIMIT;
}
