import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import {
  addLineWithinStock,
  type CartLine,
  cartCount,
  cartProductIds,
  cartSubtotalCents,
  fitLinesToStock,
  refreshLines,
  removeLine,
  toggleSubscription,
  updateCadence,
  updateQuantity,
} from "~/lib/cart";
import type { StockShortfall } from "~/lib/stock";
import { fetchCartProducts, lookupIds } from "./cart-api";
import { announceUnavailable } from "./cart-notices";
import { CART_STORAGE_KEY, parseStoredCart, readStoredCart, writeStoredCart } from "./cart-storage";

type CartContextValue = {
  lines: CartLine[];
  count: number;
  subtotalCents: number;
  /** False until the stored cart has been read in the browser (the server renders an empty cart). */
  restored: boolean;
  addItem(line: CartLine): void;
  removeItem(key: string): void;
  setQuantity(key: string, quantity: unknown): void;
  toggleItemSubscription(key: string): void;
  /** How often a subscription line is delivered, in weeks (updateCadence). */
  setCadence(key: string, weeks: number): void;
  /** Cuts one flavour's lines down to the stock checkout reported (fitLinesToStock). */
  fitItemToStock(shortfall: StockShortfall): void;
  clear(): void;
  isOpen: boolean;
  openCart(): void;
  closeCart(): void;
};

const CartContext = createContext<CartContextValue | null>(null);

/** Keeps the lines in step with local storage: restored at start, saved after every change, shared between tabs. */
function useStoredLines() {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setLines(readStoredCart());
    setRestored(true);
    // Another tab changed the cart (a `null` key means that tab cleared all of storage).
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key === CART_STORAGE_KEY || event.key === null) setLines(parseStoredCart(event.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  // Not before the restore: the first, empty render would wipe the saved cart.
  useEffect(() => {
    if (restored) writeStoredCart(lines);
  }, [lines, restored]);

  return { lines, setLines, restored };
}

/**
 * Replaces the cached product data with the catalogue's (docs/product.md#saved-cart) and drops, with a notice, products
 * that no longer exist. A failed look-up keeps the cache: the cart still works, and checkout prices on the server.
 */
function useCatalogueRefresh(lines: CartLine[], setLines: React.Dispatch<React.SetStateAction<CartLine[]>>) {
  const latest = useRef(lines);
  // Declared before the provider's refresh effects, so it has run by the time they do.
  useEffect(() => {
    latest.current = lines;
  }, [lines]);

  return useCallback(async () => {
    const snapshot = latest.current;
    const ids = lookupIds(cartProductIds(snapshot));
    if (ids.length === 0) return;
    try {
      const fresh = await fetchCartProducts(ids);
      // Applied to the lines as they are now: the shopper may have changed the cart meanwhile.
      setLines((current) => refreshLines(current, ids, fresh).lines);
      const { removed } = refreshLines(snapshot, ids, fresh);
      if (removed.length > 0) announceUnavailable(removed.map((p) => p.title));
    } catch (error) {
      console.error("Could not refresh the cart from the catalogue", error);
    }
  }, [setLines]);
}

export function CartProvider({ children }: { children: React.ReactNode }) {
  const { lines, setLines, restored } = useStoredLines();
  const [isOpen, setIsOpen] = useState(false);
  const refresh = useCatalogueRefresh(lines, setLines);

  // On restore and whenever the panel opens.
  useEffect(() => {
    if (restored) void refresh();
  }, [restored, refresh]);
  useEffect(() => {
    if (isOpen) void refresh();
  }, [isOpen, refresh]);

  const addItem = useCallback((line: CartLine) => setLines((current) => addLineWithinStock(current, line)), [setLines]);
  const removeItem = useCallback((key: string) => setLines((current) => removeLine(current, key)), [setLines]);
  const setQuantity = useCallback(
    (key: string, quantity: unknown) => setLines((current) => updateQuantity(current, key, quantity)),
    [setLines],
  );
  const toggleItemSubscription = useCallback(
    (key: string) => setLines((current) => toggleSubscription(current, key)),
    [setLines],
  );
  const setCadence = useCallback(
    (key: string, weeks: number) => setLines((current) => updateCadence(current, key, weeks)),
    [setLines],
  );
  const fitItemToStock = useCallback(
    (shortfall: StockShortfall) => setLines((current) => fitLinesToStock(current, shortfall)),
    [setLines],
  );
  const clear = useCallback(() => setLines([]), [setLines]);
  const openCart = useCallback(() => setIsOpen(true), []);
  const closeCart = useCallback(() => setIsOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      count: cartCount(lines),
      subtotalCents: cartSubtotalCents(lines),
      restored,
      addItem,
      removeItem,
      setQuantity,
      toggleItemSubscription,
      setCadence,
      fitItemToStock,
      clear,
      isOpen,
      openCart,
      closeCart,
    }),
    [
      lines,
      restored,
      addItem,
      removeItem,
      setQuantity,
      toggleItemSubscription,
      setCadence,
      fitItemToStock,
      clear,
      isOpen,
      openCart,
      closeCart,
    ],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}
