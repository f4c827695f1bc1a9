import { HeartIcon, LogInIcon, LogOutIcon, SettingsIcon, UserPlusIcon } from "lucide-react";
import type { ReactElement } from "react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { SIGN_IN_HREF, SIGN_UP_HREF } from "./nav-links";
import type { SignedInUser } from "./types";

type AccountMenuProps = {
  user: SignedInUser | null;
  onSignOut: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's account button, which this menu takes over as its trigger. */
  trigger: ReactElement;
};

/**
 * The user menu's Radix dropdown (docs/product.md#header-and-footer), loaded the first time it opens (user-menu.tsx).
 */
export function AccountMenu({ user, onSignOut, open, onOpenChange, trigger }: AccountMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        {user ? (
          <>
            <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
            <DropdownMenuItem asChild>
              <Link to="/account?tab=favorites">
                <HeartIcon aria-hidden /> View Saved Items
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/account?tab=settings">
                <SettingsIcon aria-hidden /> Settings
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onSignOut}>
              <LogOutIcon aria-hidden /> Sign Out
            </DropdownMenuItem>
          </>
        ) : (
          <>
            <DropdownMenuItem asChild>
              <Link to={SIGN_IN_HREF}>
                <LogInIcon aria-hidden /> Sign In
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to={SIGN_UP_HREF}>
                <UserPlusIcon aria-hidden /> Create Account
              </Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
