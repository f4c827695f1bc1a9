import { ShoppingCartIcon } from "lucide-react";
import { loadCartPanel } from "~/components/cart/lazy-cart-panel";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/** "Cart", "Cart, 1 item", "Cart, 3 items": the count is read out since the badge is only seen. */
export function cartLabel(count: number): string {
  if (count <= 0) return "Cart";
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/** The item count, shown only when there is something in the cart. */
export function CartCountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[0.7rem] leading-none font-bold text-white",
        className,
      )}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/** Pointing at or focusing the button starts the panel's download, so it is usually there by the click. */
export function CartButton({ count, onOpen }: { count: number; onOpen: () => void }) {
  return (
    <Button
      variant="inverse"
      size="icon"
      className="relative"
      aria-label={cartLabel(count)}
      onPointerEnter={loadCartPanel}
      onFocus={loadCartPanel}
      onClick={onOpen}
    >
      <ShoppingCartIcon aria-hidden />
      <CartCountBadge count={count} className="absolute -top-0.5 -right-0.5 ring-2 ring-ink" />
    </Button>
  );
}
