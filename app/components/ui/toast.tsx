import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Toast as Primitive } from "radix-ui";
import type * as React from "react";
import { cn } from "./cn";

export const ToastProvider = Primitive.Provider;

/** The list toasts appear in; where it sits is up to the toaster (toaster.tsx, decision 008). */
export function ToastViewport({ className, ...props }: React.ComponentProps<typeof Primitive.Viewport>) {
  return <Primitive.Viewport className={cn("m-0 flex list-none flex-col gap-2 outline-none", className)} {...props} />;
}

const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-xl",
    "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
    "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out",
  ],
  {
    variants: {
      variant: {
        default: "border-border border-l-4 border-l-brand bg-background text-foreground",
        destructive: "destructive border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastProps = React.ComponentProps<typeof Primitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <Primitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn("text-sm font-bold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastAction({ className, ...props }: React.ComponentProps<typeof Primitive.Action>) {
  return (
    <Primitive.Action
      className={cn(
        "inline-flex h-8 shrink-0 cursor-pointer items-center rounded-md border border-border bg-transparent px-3 text-sm font-semibold transition-colors hover:bg-muted",
        "group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/10 group-[.destructive]:focus-visible:outline-white",
        className,
      )}
      {...props}
    />
  );
}

export type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;

export function ToastClose({ className, ...props }: React.ComponentProps<typeof Primitive.Close>) {
  return (
    <Primitive.Close
      aria-label="Close"
      className={cn(
        "absolute top-2 right-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100",
        "group-[.destructive]:focus-visible:outline-white",
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden className="size-4" />
    </Primitive.Close>
  );
}
