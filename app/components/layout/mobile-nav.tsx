import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { HeaderProps } from "./types";

const loadDrawer = () => import("./mobile-drawer");
// The drawer (Radix Dialog) loads when it is first wanted, keeping it out of every page's first download
// (decision 007); pointing at or focusing the button starts the download early.
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));

/** Below 768 px: the menu button and its drawer. */
export function MobileNav(props: HeaderProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="inverse"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer {...props} open={open} onOpenChange={setOpen} opener={button} />
        </Suspense>
      )}
    </>
  );
}
