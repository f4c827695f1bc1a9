import { SlidersHorizontalIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

const PANEL_ID = "product-filters";
const TOGGLE_ID = "product-filters-toggle";

/** Below 768 px the filters fold away behind a 'Filters' button; from there up they are always shown. */
export function CollapsibleFilters({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The button that closed the panel disappears with it; focus returns to where the panel opened.
    toggle.current?.focus();
  };
  return (
    <>
      <Button
        ref={toggle}
        id={TOGGLE_ID}
        variant="outline"
        className="w-full md:hidden"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersHorizontalIcon aria-hidden />
        Filters
      </Button>
      <div
        id={PANEL_ID}
        className={cn(
          "mt-4 rounded-lg border border-border p-4 md:mt-0 md:block md:border-0 md:p-0",
          !open && "hidden",
        )}
      >
        {children}
        {open && (
          <Button variant="ink" className="mt-6 w-full md:hidden" onClick={close}>
            Show results
          </Button>
        )}
      </div>
      {/* Without JavaScript the button cannot work, so the panel simply stays open. */}
      <noscript>
        <style>{`#${PANEL_ID}{display:block}#${TOGGLE_ID}{display:none}`}</style>
      </noscript>
    </>
  );
}
