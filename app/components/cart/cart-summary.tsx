import { LockIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useStorefrontSettings } from "~/hooks/use-storefront-settings";
import { formatCents } from "~/lib/money";
import { qualifiesForFreeShipping } from "~/lib/order-amounts";
import { useCart } from "./cart-context";
import { CheckoutSignInPrompt } from "./checkout-sign-in-prompt";

/** Subtotal, shipping and the checkout button: signed in goes straight to checkout, signed out is asked first. */
export function CartSummary({ isSignedIn }: { isSignedIn: boolean }) {
  const { subtotalCents, closeCart } = useCart();
  const { shipping } = useStorefrontSettings();
  const navigate = useNavigate();
  const [promptOpen, setPromptOpen] = useState(false);

  const checkout = () => {
    if (!isSignedIn) {
      setPromptOpen(true);
      return;
    }
    closeCart();
    navigate("/checkout");
  };

  return (
    <div className="border-t border-border bg-background px-5 pt-4 pb-5">
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="font-bold tabular-nums">{formatCents(subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="font-semibold">
            {qualifiesForFreeShipping(subtotalCents, shipping) ? (
              <span className="text-emerald-700">FREE</span>
            ) : (
              "Calculated at checkout"
            )}
          </dd>
        </div>
      </dl>
      <Button size="lg" className="mt-4 w-full" onClick={checkout}>
        <LockIcon aria-hidden className="size-4" />
        Checkout
      </Button>
      <CheckoutSignInPrompt
        open={promptOpen}
        onOpenChange={setPromptOpen}
        onLeave={() => {
          setPromptOpen(false);
          closeCart();
        }}
      />
    </div>
  );
}
