import type { CartLine } from "~/lib/cart";

const STORAGE_KEY = "cart";

/** The stored cart, or an empty one when it is missing or unreadable (logged, never a crash). */
export function readStoredCart(): CartLine[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as CartLine[]) : [];
  } catch (error) {
    console.error("Ignoring the saved cart: it could not be read", error);
    return [];
  }
}

export function writeStoredCart(lines: CartLine[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  } catch (error) {
    console.error("Could not save the cart", error);
  }
}
