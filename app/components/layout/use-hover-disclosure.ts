import { useCallback, useEffect, useRef, useState } from "react";

/**
 * docs/product.md#limits-and-timings: a menu opens after 200 ms of hover, closes 150 ms after the pointer leaves, skip
 * delay 300 ms.
 */
const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;
const SKIP_DELAY_MS = 300;

/**
 * Open state of a header dropdown that opens on hover as well as on click. Pointing back within the skip
 * delay of it closing reopens it at once. `root` is the element holding the button and its panel: a press
 * outside it closes the panel.
 */
export function useHoverDisclosure(root: React.RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);

  const setOpenNow = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    if (!next) closedAt.current = Date.now();
    setOpen(next);
  }, []);

  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenNow(next), delay);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const closeOnPressOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenNow(false);
    };
    document.addEventListener("pointerdown", closeOnPressOutside);
    return () => document.removeEventListener("pointerdown", closeOnPressOutside);
  }, [open, root, setOpenNow]);

  return {
    open,
    setOpen: setOpenNow,
    onPointerEnter(event: React.PointerEvent) {
      if (event.pointerType !== "mouse") return;
      if (open) return clearTimeout(timer.current);
      if (Date.now() - closedAt.current < SKIP_DELAY_MS) return setOpenNow(true);
      later(true, OPEN_DELAY_MS);
    },
    onPointerLeave(event: React.PointerEvent) {
      if (event.pointerType !== "mouse") return;
      if (open) later(false, CLOSE_DELAY_MS);
      else clearTimeout(timer.current);
    },
  };
}
