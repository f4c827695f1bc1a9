import { useEffect, useSyncExternalStore } from "react";
import { useSession } from "~/hooks/use-session";
import { toast } from "~/hooks/use-toast";
import { FAVORITE_TOASTS } from "~/lib/session";

/**
 * The signed-in shopper's favourite product ids, loaded once per account from /api/favorites. Changes
 * show at once and are undone if the server refuses them (docs/product.md#favourites).
 */
type FavoritesState = { owner: string | null; status: "idle" | "loading" | "ready"; ids: ReadonlySet<string> };

const EMPTY: FavoritesState = { owner: null, status: "idle", ids: new Set() };

let state = EMPTY;
const listeners = new Set<() => void>();

function setState(next: FavoritesState) {
  state = next;
  for (const listener of listeners) listener();
}

function withId(ids: ReadonlySet<string>, productId: string, present: boolean): ReadonlySet<string> {
  const next = new Set(ids);
  if (present) next.add(productId);
  else next.delete(productId);
  return next;
}

async function load(owner: string) {
  setState({ owner, status: "loading", ids: new Set() });
  try {
    const response = await fetch("/api/favorites", { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) throw new Error(`favourites answered ${response.status}`);
    const { productIds } = (await response.json()) as { productIds: string[] };
    if (state.owner === owner) setState({ owner, status: "ready", ids: new Set(productIds) });
  } catch (error) {
    // docs/product.md#messages: a failed favourites fetch is only logged; the list stays empty.
    console.error("Loading favourites failed", error);
    if (state.owner === owner) setState({ owner, status: "ready", ids: new Set() });
  }
}

/** Saves or removes one product, optimistically. */
export async function setFavorite(options: { productId: string; favorite: boolean }): Promise<void> {
  const { productId, favorite } = options;
  const owner = state.owner;
  setState({ ...state, ids: withId(state.ids, productId, favorite) });
  const revert = () => {
    if (state.owner === owner) setState({ ...state, ids: withId(state.ids, productId, !favorite) });
  };
  try {
    const response = await fetch("/api/favorites", {
      method: "POST",
      credentials: "same-origin",
      body: new URLSearchParams({ productId, favorite: String(favorite) }),
    });
    if (response.status === 401) {
      revert();
      toast(FAVORITE_TOASTS.signInRequired);
      return;
    }
    if (!response.ok) throw new Error(`favourites answered ${response.status}`);
    toast(favorite ? FAVORITE_TOASTS.added : FAVORITE_TOASTS.removed);
  } catch (error) {
    console.error("Updating favourites failed", error);
    revert();
    toast({ variant: "destructive", ...FAVORITE_TOASTS.failed });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The favourites of whoever is signed in, loading them the first time they are needed. */
export function useFavorites(): FavoritesState {
  const session = useSession();
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
  const owner = session.status === "signed-in" ? session.user.email : null;
  useEffect(() => {
    if (owner && state.owner !== owner) void load(owner);
    if (!owner && session.status === "signed-out" && state.owner) setState(EMPTY);
  }, [owner, session.status]);
  return current.owner === owner ? current : EMPTY;
}
