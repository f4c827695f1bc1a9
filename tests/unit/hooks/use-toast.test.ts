import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, type ShownToast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toastReducer } from "~/hooks/use-toast";

function shown(id: string): ShownToast {
  return { id, title: `Toast ${id}`, open: true, onOpenChange: () => {} };
}

describe("toastReducer", () => {
  it("shows one toast at a time: a new toast replaces the shown one", () => {
    expect(TOAST_LIMIT).toBe(1);
    const first = toastReducer({ toasts: [] }, { type: "add", toast: shown("1") });
    const second = toastReducer(first, { type: "add", toast: shown("2") });
    expect(second.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates only the toast it names", () => {
    const state = toastReducer({ toasts: [shown("1")] }, { type: "update", toast: { id: "1", title: "Changed" } });
    expect(state.toasts[0]?.title).toBe("Changed");
    expect(toastReducer(state, { type: "update", toast: { id: "9", title: "Other" } })).toEqual(state);
  });

  it("dismissing closes a toast but keeps it mounted for its exit animation", () => {
    const state = toastReducer({ toasts: [shown("1")] }, { type: "dismiss", id: "1" });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.open).toBe(false);
  });

  it("dismiss and remove without an id act on every toast", () => {
    const start = { toasts: [shown("1")] };
    expect(toastReducer(start, { type: "dismiss" }).toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(start, { type: "remove" }).toasts).toEqual([]);
  });

  it("removes only the toast it names", () => {
    expect(toastReducer({ toasts: [shown("1")] }, { type: "remove", id: "2" }).toasts).toHaveLength(1);
    expect(toastReducer({ toasts: [shown("1")] }, { type: "remove", id: "1" }).toasts).toEqual([]);
  });
});

describe("createToastStore", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a toast open with its content and variant", () => {
    const store = createToastStore();
    store.toast({ title: "Added to cart", description: "1 x Whey added to your cart.", variant: "destructive" });
    expect(store.getState().toasts).toMatchObject([
      { title: "Added to cart", description: "1 x Whey added to your cart.", variant: "destructive", open: true },
    ]);
  });

  it("replaces the shown toast with a new one", () => {
    const store = createToastStore();
    const first = store.toast({ title: "First" });
    const second = store.toast({ title: "Second" });
    expect(first.id).not.toBe(second.id);
    expect(store.getState().toasts.map((t) => t.title)).toEqual(["Second"]);
  });

  it("dismisses a toast, then unmounts it once its exit animation is over", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Signed out" });
    handle.dismiss();
    expect(store.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getState().toasts).toEqual([]);
  });

  it("dismisses when Radix reports the toast closed (timeout, close button or swipe)", () => {
    const store = createToastStore();
    store.toast({ title: "Error" });
    store.getState().toasts[0]?.onOpenChange(false);
    expect(store.getState().toasts[0]?.open).toBe(false);
    vi.runAllTimers();
    expect(store.getState().toasts).toEqual([]);
  });

  it("a late removal of a replaced toast leaves the new one alone", () => {
    const store = createToastStore();
    store.toast({ title: "Old" }).dismiss();
    store.toast({ title: "New" });
    vi.runAllTimers();
    expect(store.getState().toasts.map((t) => t.title)).toEqual(["New"]);
  });

  it("dismisses every toast when given no id", () => {
    const store = createToastStore();
    store.toast({ title: "One" });
    store.dismiss();
    expect(store.getState().toasts.every((t) => !t.open)).toBe(true);
  });

  it("updates a shown toast through its handle", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Saving" });
    handle.update({ title: "Saved" });
    expect(store.getState().toasts[0]).toMatchObject({ id: handle.id, title: "Saved", open: true });
  });

  it("tells subscribers about every change until they unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: "One" });
    unsubscribe();
    store.toast({ title: "Two" });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
