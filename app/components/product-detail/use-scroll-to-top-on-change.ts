import { useEffect, useRef } from "react";

/**
 * Scrolls to the top when `key` changes while the page stays mounted (docs/product.md#product-page: whenever the product changes).
 * The first render is left to React Router's scroll restoration, so Back still returns to where one was.
 */
export function useScrollToTopOnChange(key: string): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0 });
  }, [key]);
}
