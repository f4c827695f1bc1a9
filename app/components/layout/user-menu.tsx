import { HeartIcon, LogInIcon, LogOutIcon, SettingsIcon, UserIcon, UserPlusIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
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

export function UserMenu({ user, onSignOut }: { user: SignedInUser | null; onSignOut: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="inverse" size="icon" aria-label="Account menu">
          <UserIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
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
