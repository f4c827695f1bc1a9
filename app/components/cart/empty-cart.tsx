import { ShoppingCartIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

// The cart panel's heading sits under the panel's own title; checkout's under the page's.
const PLACES = {
  panel: {
    box: "flex-1 justify-center px-8",
    Heading: "h3",
    heading: "text-lg",
    text: "text-sm",
    description: "Looks like you haven't added any products to your cart yet.",
  },
  checkout: {
    box: "mx-auto max-w-md py-16",
    Heading: "h2",
    heading: "text-2xl",
    text: "",
    description: "Add some products to your cart before checkout.",
  },
} as const;

/**
 * The empty cart (docs/product.md#cart-panel), in the cart panel or at checkout: 'Continue Shopping' opens the
 * catalogue
 * (and, in the panel, closes it).
 */
export function EmptyCart({ place = "panel", onContinue }: { place?: keyof typeof PLACES; onContinue?: () => void }) {
  const { box, Heading, heading, text, description } = PLACES[place];
  return (
    <div className={cn("flex flex-col items-center text-center", box)}>
      <span className="flex size-20 items-center justify-center rounded-full bg-muted">
        <ShoppingCartIcon aria-hidden className="size-9 text-muted-foreground" />
      </span>
      <Heading className={cn("mt-5 font-bold", heading)}>Your cart is empty</Heading>
      <p className={cn("mt-2 text-muted-foreground", text)}>{description}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/products" onClick={onContinue}>
          Continue Shopping
        </Link>
      </Button>
    </div>
  );
}
