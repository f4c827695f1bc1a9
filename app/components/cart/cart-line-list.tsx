import { useCallback, useState } from "react";
import { type CartLine, lineKey, lineQuantityLimit } from "~/lib/cart";
import { useCart } from "./cart-context";
import { CartLineItem } from "./cart-line-item";

/** The cart's lines. Lines are keyed by identity, so a toggled line is a new element: focus is handed back to it. */
export function CartLineList({ lines }: { lines: CartLine[] }) {
  const { setQuantity, removeItem, toggleItemSubscription, setCadence, closeCart } = useCart();
  const [focusLine, setFocusLine] = useState<string | null>(null);
  const clearFocusLine = useCallback(() => setFocusLine(null), []);

  return (
    <ul aria-label="Items in your cart" className="divide-y divide-border">
      {lines.map((line) => {
        const key = lineKey(line);
        return (
          <CartLineItem
            key={key}
            line={line}
            quantityLimit={lineQuantityLimit(lines, key)}
            onQuantityChange={(quantity) => setQuantity(key, quantity)}
            onRemove={() => removeItem(key)}
            onToggleSubscription={() => {
              toggleItemSubscription(key);
              setFocusLine(lineKey({ ...line, subscription: !line.subscription }));
            }}
            onCadenceChange={(weeks) => setCadence(key, weeks)}
            onNavigate={closeCart}
            takeFocus={focusLine === key}
            onFocusTaken={clearFocusLine}
          />
        );
      })}
    </ul>
  );
}
