import { addLine, type CartLine, readCartLine } from "~/lib/cart";
import { safeRead } from "~/lib/json-shape";

/** The cart's local-storage key (docs/product.md#saved-cart). */
export const CART_STORAGE_KEY = "cart";

/**
 * The cart in a stored value. A value that is not JSON or not a list is ignored; lines of the wrong shape
 * are dropped and the rest kept (identical lines merged). Both are logged, never thrown: a bad saved cart
 * must not stop the store from working.
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.error("Ignoring the saved cart: it is not valid JSON", error);
    return [];
  }
  if (!Array.isArray(value)) {
    console.error("Ignoring the saved cart: it is not a list of lines");
    return [];
  }
  const lines = value.flatMap((entry) => {
    const line = safeRead(readCartLine, entry);
    if (line.ok) return [line.value];
    console.error("Dropping a saved cart line of the wrong shape", line.error.message);
    return [];
  });
  return lines.reduce<CartLine[]>(addLine, []);
}

export function readStoredCart(): CartLine[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch (error) {
    // Storage itself can be unavailable (disabled, or blocked in a private window).
    console.error("Ignoring the saved cart: local storage cannot be read", error);
    return [];
  }
}

/** Saves the cart unless storage already holds exactly it (so a change from another tab is not echoed back). */
export function writeStoredCart(lines: CartLine[]): void {
  try {
    const value = JSON.stringify(lines);
    if (window.localStorage.getItem(CART_STORAGE_KEY) !== value) window.localStorage.setItem(CART_STORAGE_KEY, value);
  } catch (error) {
    console.error("Could not save the cart", error);
  }
}
