import { UserIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";
import type { SignedInUser } from "./types";

const loadMenu = () => import("./account-menu");
// The dropdown (Radix Menu and its positioning) loads when it is first opened, keeping it out of every
// page's first download (decision 007); pointing at or focusing the button starts the download early.
const AccountMenu = lazy(() => loadMenu().then((module) => ({ default: module.AccountMenu })));

export function UserMenu({ user, onSignOut }: { user: SignedInUser | null; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant="inverse"
      size="icon"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={open}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onClick={
        wanted
          ? undefined
          : () => {
              setWanted(true);
              setOpen(true);
            }
      }
    >
      <UserIcon aria-hidden />
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu user={user} onSignOut={onSignOut} open={open} onOpenChange={setOpen} trigger={button} />
    </Suspense>
  );
}
