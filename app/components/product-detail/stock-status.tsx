import { CircleAlertIcon, CircleCheckIcon, CircleXIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { LOW_STOCK_LIMIT, quantityStockMessage } from "~/lib/stock";

function stockTone(stock: number, atLimit: boolean) {
  if (stock <= 0) return { Icon: CircleXIcon, className: "text-destructive" };
  if (stock <= LOW_STOCK_LIMIT || atLimit) return { Icon: CircleAlertIcon, className: "text-amber-800" };
  return { Icon: CircleCheckIcon, className: "text-emerald-700" };
}

/**
 * 'In Stock', 'Only N left in stock!' or 'Out of Stock', coloured by urgency; 'Only N left in stock!' whatever the
 * level once the chosen quantity is all there is.
 */
export function StockStatus({ stock, atLimit }: { stock: number; atLimit: boolean }) {
  const { Icon, className } = stockTone(stock, atLimit);
  return (
    <p className={cn("flex items-center gap-2 text-sm font-semibold", className)}>
      <Icon aria-hidden className="size-4" />
      {quantityStockMessage(stock, atLimit)}
    </p>
  );
}
