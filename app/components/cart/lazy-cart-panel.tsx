import { lazy, Suspense, useEffect, useState } from "react";
import { useCart } from "./cart-context";

/** Starts fetching the panel's code; the header's cart button calls it when pointed at or focused. */
export const loadCartPanel = () => import("./cart-panel");

// The panel's code loads the first time it opens, keeping it out of every page's first download.
const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));

export function LazyCartPanel({ isSignedIn }: { isSignedIn: boolean }) {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  if (!wanted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel isSignedIn={isSignedIn} />
    </Suspense>
  );
}
