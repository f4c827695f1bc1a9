import { TOAST_DURATION_MS, useToast } from "~/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/**
 * Radix gives Escape to the newest layer, and a toast that mounts after a dialog opened (adding to the cart
 * opens the cart and shows a toast) would take it: Escape belongs to the dialog the shopper is in, which
 * closes itself (cart-panel.tsx). With no dialog open, Escape dismisses the toast as usual.
 */
function leaveEscapeToDialog(event: KeyboardEvent) {
  if (document.querySelector('[role="dialog"]')) event.preventDefault();
}

/** Renders the toasts of the shared store; loaded with the first toast (lazy-toaster.tsx). */
export function Toaster() {
  const { toasts } = useToast();
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
      <ToastViewport />
    </ToastProvider>
  );
}
