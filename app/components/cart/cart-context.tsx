import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import {
  addLine,
  type CartLine,
  cartCount,
  cartSubtotalCents,
  removeLine,
  toggleSubscription,
  updateQuantity,
} from "~/lib/cart";
import { readStoredCart, writeStoredCart } from "./cart-storage";

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
  clear(): void;
  isOpen: boolean;
  openCart(): void;
  closeCart(): void;
};

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: React.ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [restored, setRestored] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const skipNextWrite = useRef(true);

  useEffect(() => {
    setLines(readStoredCart());
    setRestored(true);
  }, []);

  // Saved after every change (but not the initial empty render, which would wipe the stored cart).
  useEffect(() => {
    if (!restored) return;
    if (skipNextWrite.current) {
      skipNextWrite.current = false;
      return;
    }
    writeStoredCart(lines);
  }, [lines, restored]);

  const addItem = useCallback((line: CartLine) => setLines((current) => addLine(current, line)), []);
  const removeItem = useCallback((key: string) => setLines((current) => removeLine(current, key)), []);
  const setQuantity = useCallback(
    (key: string, quantity: unknown) => setLines((current) => updateQuantity(current, key, quantity)),
    [],
  );
  const toggleItemSubscription = useCallback(
    (key: string) => setLines((current) => toggleSubscription(current, key)),
    [],
  );
  const clear = useCallback(() => setLines([]), []);
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
      clear,
      isOpen,
      openCart,
      closeCart,
    }),
    [lines, restored, addItem, removeItem, setQuantity, toggleItemSubscription, clear, isOpen, openCart, closeCart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used within a CartProvider");
  return value;
}
