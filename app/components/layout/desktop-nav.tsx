import { Link, useMatch } from "react-router";
import { cn } from "~/components/ui/cn";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuEntryStyle,
} from "~/components/ui/navigation-menu";
import { CATEGORIES } from "~/lib/catalog";
import { ALL_PRODUCTS_HREF, categoryHref } from "./nav-links";

/** From 768 px up: the Categories dropdown and the All Products link (docs/decisions/002-header-breakpoint.md). */
export function DesktopNav() {
  const onAllProducts = useMatch(ALL_PRODUCTS_HREF) !== null;
  return (
    <NavigationMenu aria-label="Main" className="hidden md:block">
      <NavigationMenuList>
        <NavigationMenuItem>
          <NavigationMenuTrigger>Categories</NavigationMenuTrigger>
          <NavigationMenuContent>
            <ul className="grid w-[28rem] grid-cols-2 gap-1">
              {CATEGORIES.map((category) => (
                <li key={category.slug}>
                  <NavigationMenuLink asChild>
                    <Link
                      to={categoryHref(category.slug)}
                      className="block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-brand-dark focus-visible:bg-muted"
                    >
                      {category.name}
                    </Link>
                  </NavigationMenuLink>
                </li>
              ))}
            </ul>
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink asChild active={onAllProducts}>
            <Link
              to={ALL_PRODUCTS_HREF}
              className={cn(
                navigationMenuEntryStyle,
                "data-[active]:text-white data-[active]:underline data-[active]:decoration-brand-bright data-[active]:decoration-2 data-[active]:underline-offset-8",
              )}
            >
              All Products
            </Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}
