import { ChevronDownIcon } from "lucide-react";
import { useId, useRef } from "react";
import { Link, useMatch } from "react-router";
import { cn } from "~/components/ui/cn";
import { useTaxonomy } from "~/hooks/use-taxonomy";
import { ALL_PRODUCTS_HREF, categoryHref } from "./nav-links";
import { useHoverDisclosure } from "./use-hover-disclosure";

/** Shared look of the top-level entries on the dark header, the button and the link alike. */
const entryStyle =
  "inline-flex h-10 cursor-pointer items-center gap-1 rounded-md px-3 text-sm font-semibold text-white/90 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-white";

/** Arrow keys move between the panel's links, as in a menu; Home and End jump to the ends. */
function moveFocus(panel: HTMLElement, key: string): boolean {
  const links = [...panel.querySelectorAll<HTMLElement>("a")];
  const index = links.indexOf(document.activeElement as HTMLElement);
  const next = {
    ArrowDown: index + 1,
    ArrowRight: index + 1,
    ArrowUp: index - 1,
    ArrowLeft: index - 1,
    Home: 0,
    End: links.length - 1,
  }[key];
  if (next === undefined) return false;
  links[Math.min(Math.max(next, 0), links.length - 1)]?.focus();
  return true;
}

/**
 * The Categories dropdown: a disclosure button and a panel of links, opening on hover
 * (docs/product.md#limits-and-timings
 * timings) or on click; from the keyboard Enter opens it, Arrow Down or Tab enters it, Escape closes it.
 * Hand-written rather than Radix NavigationMenu, which cost every page a few kilobytes (decision 007).
 */
function CategoriesMenu() {
  const { categories } = useTaxonomy();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { open, setOpen, onPointerEnter, onPointerLeave } = useHoverDisclosure(item);

  function closeToButton() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <li
      ref={item}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          closeToButton();
        } else if (open && panel.current && moveFocus(panel.current, event.key)) {
          event.preventDefault();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen(!open)}
        className={cn(entryStyle, "group data-[state=open]:bg-white/10 data-[state=open]:text-white")}
      >
        Categories
        <ChevronDownIcon
          aria-hidden
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 animate-pop-in rounded-lg border border-border bg-background p-3 text-foreground shadow-2xl"
      >
        <ul className="grid w-[28rem] grid-cols-2 gap-1">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                to={categoryHref(category.slug)}
                onClick={() => setOpen(false)}
                className="block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-brand-dark focus-visible:bg-muted"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** From 768 px up: the Categories dropdown and the All Products link (docs/decisions/002-header-breakpoint.md). */
export function DesktopNav() {
  const onAllProducts = useMatch(ALL_PRODUCTS_HREF) !== null;
  return (
    <nav aria-label="Main" className="relative hidden md:block">
      <ul className="flex items-center gap-1">
        <CategoriesMenu />
        <li>
          <Link
            to={ALL_PRODUCTS_HREF}
            aria-current={onAllProducts ? "page" : undefined}
            className={cn(
              entryStyle,
              "aria-[current=page]:text-white aria-[current=page]:underline aria-[current=page]:decoration-brand-bright aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8",
            )}
          >
            All Products
          </Link>
        </li>
      </ul>
    </nav>
  );
}
