import { CircleAlertIcon, CircleCheckIcon, CircleXIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { LOW_STOCK_LIMIT, stockMessage } from "~/lib/stock";

function stockTone(stock: number) {
  if (stock <= 0) return { Icon: CircleXIcon, className: "text-destructive" };
  if (stock <= LOW_STOCK_LIMIT) return { Icon: CircleAlertIcon, className: "text-amber-800" };
  return { Icon: CircleCheckIcon, className: "text-emerald-700" };
}

/** 'In Stock', 'Only N left in stock!' or 'Out of Stock', coloured by urgency. */
export function StockStatus({ stock }: { stock: number }) {
  const { Icon, className } = stockTone(stock);
  return (
    <p className={cn("flex items-center gap-2 text-sm font-semibold", className)}>
      <Icon aria-hidden className="size-4" />
      {stockMessage(stock)}
    </p>
  );
}
