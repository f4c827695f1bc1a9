import { CheckIcon, XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { signInHref } from "~/lib/session";

type CheckoutSignInPromptProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called when the shopper leaves for sign-in or checkout: both close the cart. */
  onLeave: () => void;
};

// Only what an account really gives: no payment details are kept and there is no Rewards programme (decision 125).
const benefits = ["Check out with your saved addresses", "Review your purchase history", "Save your favorite products"];

/** Shown to a signed-out shopper who checks out (docs/product.md#cart-panel). */
export function CheckoutSignInPrompt({ open, onOpenChange, onLeave }: CheckoutSignInPromptProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-background p-6 shadow-2xl focus:outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in">
          <Dialog.Title className="pr-8 font-display text-xl font-black">Sign in for a Faster Checkout</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 text-sm">
              <p className="text-muted-foreground">Sign in or create an account to:</p>
              <ul className="mt-3 space-y-2">
                {benefits.map((benefit) => (
                  <li key={benefit} className="flex items-center gap-2">
                    <CheckIcon aria-hidden className="size-4 shrink-0 text-brand" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-3">
            <Button asChild size="lg" variant="ink" className="w-full tracking-wide">
              <Link to={signInHref("/checkout")} onClick={onLeave}>
                SIGN IN / CREATE AN ACCOUNT
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full tracking-wide">
              <Link to="/checkout" onClick={onLeave}>
                CONTINUE AS GUEST
              </Link>
            </Button>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <XIcon aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
