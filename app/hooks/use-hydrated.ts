import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False in the server's markup and during hydration, true afterwards: controls that only work with
 * JavaScript replace their plain-HTML stand-ins once it runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
