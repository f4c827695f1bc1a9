import { lazy, Suspense, useState } from "react";
import { useToast } from "~/hooks/use-toast";

// Most visits never show a toast, so Radix Toast loads with the first one (decision 007).
const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * Where toasts appear: at the top of the page, right under the sticky header (decision 008), so they never
 * cover the header's cart and account buttons. The zero-height strip sticks below the 4rem header, and under
 * the header's layer, so what the header opens (search suggestions, menus) stays above a toast (decision 121).
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  // Once loaded it stays mounted, so a dismissed toast can finish its exit animation.
  if (toasts.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <div className="sticky top-16 z-30 h-0">
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </div>
  );
}
