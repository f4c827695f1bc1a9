import { useRef } from "react";
import { Sheet, SheetContent, SheetTitle } from "~/components/ui/sheet";
import { useStorefrontSettings } from "~/hooks/use-storefront-settings";
import { setToastHost } from "~/hooks/use-toast";
import { useCart } from "./cart-context";
import { CartLineList } from "./cart-line-list";
import { CartSuggestions } from "./cart-suggestions";
import { CartSummary } from "./cart-summary";
import { EmptyCart } from "./empty-cart";
import { FreeShippingProgress } from "./free-shipping-progress";

/**
 * The slide-in cart (docs/product.md#cart-panel). A Radix dialog: focus is trapped inside, Escape and the close
 * button close it, and focus returns to whatever opened it (the header's cart button, or Add to Cart). Opening it
 * focuses its heading, not the first button (a line's Remove), so an Enter pressed on from Add to Cart removes
 * nothing; a screen reader reads the cart's name and count.
 * `isSignedIn` decides whether checkout asks the shopper to sign in first.
 */
export function CartPanel({ isSignedIn }: { isSignedIn: boolean }) {
  const { lines, count, subtotalCents, isOpen, openCart, closeCart } = useCart();
  const { shipping } = useStorefrontSettings();
  // Radix returns focus only to a Dialog.Trigger; this panel is opened from several places instead.
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Sheet open={isOpen} onOpenChange={(open) => (open ? openCart() : closeCart())}>
      <SheetContent
        side="right"
        closeLabel="Close cart"
        aria-describedby={undefined}
        className="w-full max-w-md"
        onOpenAutoFocus={(event) => {
          // Runs before focus moves into the panel, so the active element is what opened it.
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          event.preventDefault();
          heading.current?.focus();
        }}
        onKeyDown={(event) => {
          // Also when a toast that appeared after the panel holds Radix's Escape (toaster.tsx).
          if (event.key === "Escape") closeCart();
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <div className="order-first border-b border-border py-4 pr-14 pl-5">
          <SheetTitle ref={heading} tabIndex={-1} className="text-xl normal-case outline-none">
            {`Your Cart (${count})`}
          </SheetTitle>
        </div>
        {lines.length === 0 ? (
          <EmptyCart onContinue={closeCart} />
        ) : (
          <>
            <FreeShippingProgress subtotalCents={subtotalCents} rates={shipping} />
            <div className="flex-1 overflow-y-auto overscroll-contain px-5">
              <CartLineList lines={lines} />
              <CartSuggestions />
            </div>
            <CartSummary isSignedIn={isSignedIn} />
          </>
        )}
        {/* Toasts show here while the panel is open, above the lines (decision 121). Last in the tab order, so
            opening the panel never focuses a toast, which would hold it open. */}
        <div ref={setToastHost} className="order-first" />
      </SheetContent>
    </Sheet>
  );
}
