import { ChevronDownIcon } from "lucide-react";
import { NavigationMenu as Nav } from "radix-ui";
import type * as React from "react";
import { cn } from "./cn";

/** Spec section 9: a menu opens after 200 ms of hover, with a 300 ms skip delay (Radix closes after 150 ms). */
const OPEN_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;

export function NavigationMenu({ className, ...props }: React.ComponentProps<typeof Nav.Root>) {
  return (
    <Nav.Root
      delayDuration={OPEN_DELAY_MS}
      skipDelayDuration={SKIP_DELAY_MS}
      className={cn("relative", className)}
      {...props}
    />
  );
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof Nav.List>) {
  return <Nav.List className={cn("flex items-center gap-1", className)} {...props} />;
}

export function NavigationMenuItem({ className, ...props }: React.ComponentProps<typeof Nav.Item>) {
  return <Nav.Item className={cn("relative", className)} {...props} />;
}

/** Shared look of the top-level entries on the dark header, triggers and plain links alike. */
export const navigationMenuEntryStyle =
  "inline-flex h-10 cursor-pointer items-center gap-1 rounded-md px-3 text-sm font-semibold text-white/90 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-white data-[state=open]:bg-white/10 data-[state=open]:text-white";

export function NavigationMenuTrigger({ className, children, ...props }: React.ComponentProps<typeof Nav.Trigger>) {
  return (
    <Nav.Trigger className={cn(navigationMenuEntryStyle, "group", className)} {...props}>
      {children}
      <ChevronDownIcon
        aria-hidden
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </Nav.Trigger>
  );
}

/** Without a Radix viewport the panel drops down right under its own trigger. */
export function NavigationMenuContent({ className, ...props }: React.ComponentProps<typeof Nav.Content>) {
  return (
    <Nav.Content
      className={cn(
        "absolute top-full left-0 z-50 mt-2 rounded-lg border border-border bg-background p-3 text-foreground shadow-2xl",
        "data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in",
        className,
      )}
      {...props}
    />
  );
}

export const NavigationMenuLink = Nav.Link;
