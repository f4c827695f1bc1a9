import { useCart } from "~/components/cart/cart-context";
import { Button } from "~/components/ui/button";
import { shelfQuantity } from "~/lib/cart";
import { describeShortfall, type StockShortfall } from "~/lib/stock";

/**
 * The lines checkout found short of stock, each with the one fix that can succeed: set the quantity to what
 * is left, or remove the line when nothing is. A line drops from the list once the cart fits the stock.
 */
export function StockShortfalls({ shortfalls }: { shortfalls: StockShortfall[] }) {
  const { lines, fitItemToStock } = useCart();
  const open = shortfalls.filter((shortfall) => shelfQuantity(lines, shortfall) > shortfall.stock);
  if (open.length === 0) return null;
  return (
    <ul
      aria-label="Not enough stock"
      className="mb-4 space-y-3 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
    >
      {open.map((shortfall) => (
        <li
          key={`${shortfall.productId} ${shortfall.flavor}`}
          className="flex flex-wrap items-center justify-between gap-2"
        >
          <span className="font-semibold">{describeShortfall(shortfall)}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="text-foreground"
            onClick={() => fitItemToStock(shortfall)}
          >
            {shortfall.stock > 0 ? `Set quantity to ${shortfall.stock}` : "Remove from order"}
          </Button>
        </li>
      ))}
    </ul>
  );
}
