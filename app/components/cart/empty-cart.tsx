import { ShoppingCartIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The empty cart (spec section 2): 'Continue Shopping' closes the panel and opens the catalogue. */
export function EmptyCart({ onContinue }: { onContinue: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-muted">
        <ShoppingCartIcon aria-hidden className="size-9 text-muted-foreground" />
      </span>
      <h3 className="mt-5 text-lg font-bold">Your cart is empty</h3>
      <p className="mt-2 text-sm text-muted-foreground">Looks like you haven't added any products to your cart yet.</p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/products" onClick={onContinue}>
          Continue Shopping
        </Link>
      </Button>
    </div>
  );
}
