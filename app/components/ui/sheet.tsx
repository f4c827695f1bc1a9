import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import type * as React from "react";
import { cn } from "./cn";

/** A side panel on Radix Dialog: focus trapped, Escape and the close button close it. */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

const sheetVariants = cva(
  "fixed inset-y-0 z-50 flex h-full w-[85%] max-w-sm flex-col bg-background shadow-2xl focus:outline-none",
  {
    variants: {
      side: {
        left: "left-0 border-r border-border data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left",
        right:
          "right-0 border-l border-border data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right",
      },
    },
    defaultVariants: { side: "right" },
  },
);

type SheetContentProps = React.ComponentProps<typeof Dialog.Content> &
  VariantProps<typeof sheetVariants> & { closeLabel?: string };

export function SheetContent({ side, className, children, closeLabel = "Close", ...props }: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <Dialog.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <Dialog.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <XIcon aria-hidden className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn("font-display text-lg font-black uppercase", className)} {...props} />;
}
