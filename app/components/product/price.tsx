import { cn } from "~/components/ui/cn";
import { formatCents } from "~/lib/money";
import { isOnSale, unitPriceCents } from "~/lib/pricing";
import type { Product } from "~/lib/product";

type PriceProps = {
  product: Pick<Product, "priceCents" | "salePriceCents" | "subscriptionPriceCents">;
  subscription?: boolean;
  className?: string;
};

/** The price a shopper pays, with the regular price struck through when it is lower. */
export function Price({ product, subscription = false, className }: PriceProps) {
  const shown = unitPriceCents(product, subscription);
  const struck = shown < product.priceCents && (subscription || isOnSale(product));
  return (
    <p className={cn("flex items-baseline gap-2", className)}>
      <span className={cn("font-bold", struck && "text-brand-dark")}>{formatCents(shown)}</span>
      {struck && (
        <s className="text-sm text-muted-foreground">
          <span className="sr-only">Regular price </span>
          {formatCents(product.priceCents)}
        </s>
      )}
    </p>
  );
}
