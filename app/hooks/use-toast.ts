import type * as React from "react";
import { useSyncExternalStore } from "react";
import type { ToastActionElement, ToastProps } from "~/components/ui/toast";

/** docs/product.md#limits-and-timings: one toast at a time, each shown for 5000 ms unless it says otherwise. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays mounted this long so its exit animation can finish. */
export const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastOptions = Omit<ToastProps, "open" | "onOpenChange" | "title"> & {
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ShownToast = ToastOptions & { id: string; open: boolean; onOpenChange: (open: boolean) => void };

export type ToastState = { toasts: ShownToast[] };

export type ToastEvent =
  | { type: "add"; toast: ShownToast }
  | { type: "update"; toast: Partial<ShownToast> & { id: string } }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** Pure state transitions; `id` left out of dismiss and remove means every toast. */
export function toastReducer(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case "add":
      // The newest toast goes first, so the limit drops the oldest: a new toast replaces the one shown.
      return { toasts: [event.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return { toasts: state.toasts.map((t) => (t.id === event.toast.id ? { ...t, ...event.toast } : t)) };
    case "dismiss":
      return {
        toasts: state.toasts.map((t) => (event.id === undefined || t.id === event.id ? { ...t, open: false } : t)),
      };
    case "remove":
      return { toasts: event.id === undefined ? [] : state.toasts.filter((t) => t.id !== event.id) };
  }
}

export type ToastHandle = { id: string; dismiss: () => void; update: (options: ToastOptions) => void };

/** A toast store: state, listeners, and the timers that unmount dismissed toasts. */
export function createToastStore() {
  let state: ToastState = { toasts: [] };
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(event: ToastEvent) {
    state = toastReducer(state, event);
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    const timer = setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: "remove", id });
    }, TOAST_REMOVE_DELAY_MS);
    removalTimers.set(id, timer);
  }

  function dismiss(id?: string) {
    const ids = id === undefined ? state.toasts.map((t) => t.id) : [id];
    for (const each of ids) scheduleRemoval(each);
    dispatch({ type: "dismiss", id });
  }

  function toast(options: ToastOptions): ToastHandle {
    nextId += 1;
    const id = String(nextId);
    dispatch({
      type: "add",
      toast: {
        ...options,
        id,
        open: true,
        // Radix reports the end of the display time, the close button and swipes here.
        onOpenChange: (open) => {
          if (!open) dismiss(id);
        },
      },
    });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (changes) => dispatch({ type: "update", toast: { ...changes, id } }),
    };
  }

  return {
    toast,
    dismiss,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const store = createToastStore();

/** Shows a toast from anywhere: event handlers, effects, other modules. */
export const toast = store.toast;
export const dismissToast = store.dismiss;

// The server renders no toasts, so markup and the first client render always agree.
const serverState: ToastState = { toasts: [] };

export function useToast() {
  const state = useSyncExternalStore(store.subscribe, store.getState, () => serverState);
  return { toasts: state.toasts, toast, dismiss: store.dismiss };
}

let host: HTMLElement | null = null;
const hostListeners = new Set<() => void>();

/**
 * Where toasts show instead of under the header: the open cart panel gives a place above its lines, so a
 * toast never covers the panel (decision 121). A ref callback; null gives the place back.
 */
export function setToastHost(element: HTMLElement | null) {
  if (host === element) return;
  host = element;
  for (const listener of hostListeners) listener();
}

function subscribeToHost(listener: () => void) {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribeToHost,
    () => host,
    () => null,
  );
}
