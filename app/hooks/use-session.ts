import { useCallback, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { AUTH_TOASTS, type SessionSnapshot } from "~/lib/session";
import { toast } from "./use-toast";

/**
 * The browser's view of the session (docs/product.md#accounts). It is loaded after hydration, never rendered
 * by the server, so catalogue pages stay the same for everyone and cacheable; the header switches to the
 * signed-in menu once it arrives. It refreshes every 30 s while the page is visible, pauses while hidden,
 * and refreshes at once when the page becomes visible again.
 */
export type SessionState =
  | { status: "loading"; user: null }
  | { status: "signed-out"; user: null }
  | { status: "signed-in"; user: NonNullable<SessionSnapshot["user"]> };

export const SESSION_REFRESH_MS = 30_000;
const SESSION_URL = "/api/auth/session";

const LOADING: SessionState = { status: "loading", user: null };
const SIGNED_OUT: SessionState = { status: "signed-out", user: null };

let state: SessionState = LOADING;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function setState(next: SessionState) {
  if (next.status === state.status && next.user?.email === state.user?.email) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server; a failed tick keeps what we knew (docs/product.md#accounts: a failed check is transient). */
export async function refreshSession(): Promise<void> {
  try {
    const response = await fetch(SESSION_URL, { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) throw new Error(`session check answered ${response.status}`);
    const snapshot = (await response.json()) as SessionSnapshot;
    setState(snapshot.user ? { status: "signed-in", user: snapshot.user } : SIGNED_OUT);
  } catch (error) {
    console.warn("Session refresh failed", error);
  }
}

function onVisibilityChange() {
  if (document.visibilityState === "visible") {
    void refreshSession();
    timer ??= setInterval(() => void refreshSession(), SESSION_REFRESH_MS);
  } else {
    clearInterval(timer);
    timer = undefined;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener("visibilitychange", onVisibilityChange);
    onVisibilityChange();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener("visibilitychange", onVisibilityChange);
    clearInterval(timer);
    timer = undefined;
  };
}

export function useSession(): SessionState {
  // The server never knows the session: markup and the first client render agree, then the check runs.
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}

/** Signs out through Better Auth, forgets the session at once, says so and goes home (docs/product.md#accounts). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const response = await fetch("/api/auth/sign-out", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? "Please try again.");
      }
      setState(SIGNED_OUT);
      toast(AUTH_TOASTS.signedOut);
      navigate("/");
    } catch (error) {
      toast({
        variant: "destructive",
        title: AUTH_TOASTS.signOutFailed,
        description: error instanceof Error ? error.message : "Please try again.",
      });
    }
  }, [navigate]);
}
