import { CartButton } from "./cart-button";
import { DesktopNav } from "./desktop-nav";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import type { HeaderProps } from "./types";
import { UserMenu } from "./user-menu";

export function SiteHeader(props: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink text-white shadow-md print:hidden">
      {/* Narrow gaps below 640 px: at 360 px the menu button, logo and three icons need every pixel. */}
      <div className="container-page flex h-16 items-center gap-1 sm:gap-2 md:gap-6">
        <MobileNav {...props} />
        <Logo />
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1">
          <HeaderSearch />
          <CartButton count={props.cartCount} onOpen={props.onOpenCart} />
          <UserMenu user={props.user} onSignOut={props.onSignOut} />
        </div>
      </div>
    </header>
  );
}
