import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { useCart } from "~/components/cart/cart-context";
import { LazyCartPanel } from "~/components/cart/lazy-cart-panel";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import { useStorefrontSettings } from "~/hooks/use-storefront-settings";
import { NavigationProgress } from "./navigation-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import type { SignedInUser } from "./types";

type SiteLayoutProps = { user: SignedInUser | null; onSignOut: () => void; children: ReactNode };

/**
 * Skip link, promo banner, header (with the toasts under it), page and footer: the frame every page shares.
 * While a navigation is pending, a progress bar shows and the page is marked busy.
 */
export function SiteLayout({ user, onSignOut, children }: SiteLayoutProps) {
  const cart = useCart();
  const navigating = useNavigation().state !== "idle";
  const { promoBanner } = useStorefrontSettings();
  return (
    <div className="flex min-h-screen flex-col">
      {navigating && <NavigationProgress />}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold text-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {promoBanner && (
        <aside
          aria-label="Promotion"
          className="bg-brand px-4 py-2 text-center text-xs font-bold tracking-wider text-white print:hidden"
        >
          {promoBanner}
        </aside>
      )}
      <SiteHeader user={user} onSignOut={onSignOut} cartCount={cart.count} onOpenCart={cart.openCart} />
      <LazyToaster />
      <main id="main" tabIndex={-1} aria-busy={navigating} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <LazyCartPanel isSignedIn={user !== null} />
    </div>
  );
}
