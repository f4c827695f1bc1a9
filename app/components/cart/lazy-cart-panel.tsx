import { lazy, Suspense, useEffect, useState } from "react";
import { useCart } from "./cart-context";

// The panel's code loads the first time it opens, keeping it out of every page's first download.
const CartPanel = lazy(() => import("./cart-panel").then((module) => ({ default: module.CartPanel })));

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
