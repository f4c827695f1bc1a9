import { createPortal } from "react-dom";
import { TOAST_DURATION_MS, useToast, useToastHost } from "~/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/**
 * Radix gives Escape to the newest layer, and a toast that mounts after a dialog opened (adding to the cart
 * opens the cart and shows a toast) would take it: Escape belongs to the dialog the shopper is in, which
 * closes itself (cart-panel.tsx). With no dialog open, Escape dismisses the toast as usual.
 */
function leaveEscapeToDialog(event: KeyboardEvent) {
  if (document.querySelector('[role="dialog"]')) event.preventDefault();
}

/**
 * docs/product.md#messages: at the top of the screen, at most 420 px wide from medium screens up; only the toasts
 * themselves take clicks. Inside a host (the open cart panel) they take its width and push its lines down.
 */
const FLOATING = "pointer-events-none absolute top-0 right-0 max-h-[calc(100vh-4rem)] w-full p-4 md:max-w-[420px]";
const HOSTED = "px-5 pt-3 empty:hidden";

/** Renders the toasts of the shared store; loaded with the first toast (lazy-toaster.tsx). */
export function Toaster() {
  const { toasts } = useToast();
  const host = useToastHost();
  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} onEscapeKeyDown={leaveEscapeToDialog} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      {host ? createPortal(<ToastViewport className={HOSTED} />, host) : <ToastViewport className={FLOATING} />}
    </ToastProvider>
  );
}
