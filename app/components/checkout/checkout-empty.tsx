import { ShoppingCartIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** Checkout with nothing to buy (spec section 2). */
export function CheckoutEmpty() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-muted">
        <ShoppingCartIcon aria-hidden className="size-9 text-muted-foreground" />
      </span>
      <h2 className="mt-5 text-2xl font-bold">Your cart is empty</h2>
      <p className="mt-2 text-muted-foreground">Add some products to your cart before checkout.</p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/products">Continue Shopping</Link>
      </Button>
    </div>
  );
}
