import {
  ChevronDownIcon,
  LayoutGridIcon,
  LogInIcon,
  LogOutIcon,
  MailIcon,
  ShoppingBagIcon,
  ShoppingCartIcon,
  TruckIcon,
  UserIcon,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "~/components/ui/sheet";
import { useTaxonomy } from "~/hooks/use-taxonomy";
import { CartCountBadge, cartLabel } from "./cart-button";
import { ALL_PRODUCTS_HREF, categoryHref, SIGN_IN_HREF } from "./nav-links";
import type { HeaderProps } from "./types";

const iconStyle = "size-5 text-brand";
const rowStyle =
  "flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-3 text-base font-semibold transition-colors hover:bg-muted";

/** A drawer link; following it closes the drawer. */
function DrawerLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <SheetClose asChild>
        <Link to={to} className={rowStyle}>
          {icon}
          {children}
        </Link>
      </SheetClose>
    </li>
  );
}

function CategoryList() {
  const { categories } = useTaxonomy();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((was) => !was)}
        className={rowStyle}
      >
        <ShoppingBagIcon aria-hidden className={iconStyle} />
        Categories
        <ChevronDownIcon aria-hidden className={cn("ml-auto size-5 transition-transform", expanded && "rotate-180")} />
      </button>
      <ul id={listId} hidden={!expanded} className="mt-1 mb-2 ml-6 border-l-2 border-border pl-3">
        {categories.map((category) => (
          <li key={category.slug}>
            <SheetClose asChild>
              <Link
                to={categoryHref(category.slug)}
                className="block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                {category.name}
              </Link>
            </SheetClose>
          </li>
        ))}
      </ul>
    </li>
  );
}

type MobileDrawerProps = HeaderProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the drawer closes. */
  opener: React.RefObject<HTMLButtonElement | null>;
};

/**
 * The mobile drawer (docs/product.md#header-and-footer), loaded the first time the menu button is pressed
 * (mobile-nav.tsx).
 */
export function MobileDrawer({
  user,
  onSignOut,
  cartCount,
  onOpenCart,
  open,
  onOpenChange,
  opener,
}: MobileDrawerProps) {
  function closeThen(action: () => void) {
    onOpenChange(false);
    action();
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        closeLabel="Close menu"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // Radix returns focus only to a Dialog.Trigger; the menu button lives outside this module.
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <div className="flex h-16 items-center border-b border-border px-5">
          <SheetTitle>Menu</SheetTitle>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            <DrawerLink to={ALL_PRODUCTS_HREF} icon={<LayoutGridIcon aria-hidden className={iconStyle} />}>
              All Products
            </DrawerLink>
            <CategoryList />
            <li>
              <button
                type="button"
                aria-label={cartLabel(cartCount)}
                onClick={() => closeThen(onOpenCart)}
                className={rowStyle}
              >
                <ShoppingCartIcon aria-hidden className={iconStyle} />
                Cart
                <CartCountBadge count={cartCount} className="ml-auto" />
              </button>
            </li>
            {user ? (
              <>
                <DrawerLink to="/account" icon={<UserIcon aria-hidden className={iconStyle} />}>
                  My Account
                </DrawerLink>
                <li>
                  <button type="button" onClick={() => closeThen(onSignOut)} className={rowStyle}>
                    <LogOutIcon aria-hidden className={iconStyle} />
                    Sign Out
                  </button>
                </li>
              </>
            ) : (
              <DrawerLink to={SIGN_IN_HREF} icon={<LogInIcon aria-hidden className={iconStyle} />}>
                Sign In
              </DrawerLink>
            )}
          </ul>
          <ul className="mt-3 space-y-1 border-t border-border pt-3">
            <DrawerLink to="/track-order" icon={<TruckIcon aria-hidden className={iconStyle} />}>
              Track Order
            </DrawerLink>
            <DrawerLink to="/contact" icon={<MailIcon aria-hidden className={iconStyle} />}>
              Contact Us
            </DrawerLink>
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
