import { CHECKED_OUT_COOKIE } from "~/lib/order-details";

/** The order the checkout action said this browser just placed, or null. */
export function checkedOutOrderId(): string | null {
  const prefix = `${CHECKED_OUT_COOKIE}=`;
  const part = document.cookie.split(/;\s*/).find((entry) => entry.startsWith(prefix));
  return part ? part.slice(prefix.length) : null;
}

/** Once the cart is emptied for that order, opening the page again (from history, say) leaves the cart alone. */
export function forgetCheckedOutOrder(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the store supports.
  document.cookie = `${CHECKED_OUT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
