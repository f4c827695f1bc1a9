import { useCallback, useEffect, useRef, useState } from "react";

/** The part of Square's Web Payments SDK the card form uses (Square.payments → payments.card → attach, tokenize). */
type SquareCard = {
  attach(selector: string): Promise<void>;
  tokenize(): Promise<{ status: string; token?: string; errors?: { message: string }[] }>;
  destroy(): Promise<boolean>;
};
type SquareSdk = { payments(applicationId: string, locationId: string): { card(): Promise<SquareCard> } };

export type SquareCardSettings = { sdkUrl: string; applicationId: string; locationId: string };

/** The card's nonce, or what the SDK said about the card (its own words) or about itself. */
export type TokenizeOutcome = { token: string } | { errors: string[] };

const LOAD_FAILED = "The card form could not be loaded. Check your connection and reload the page.";
const TOKENIZE_FAILED = "The card could not be checked. Please try again.";

function squareOnWindow(): SquareSdk | undefined {
  return (window as Window & { Square?: SquareSdk }).Square;
}

/** Square's script, added once; a second mount waits for the same tag. */
function loadSdk(src: string): Promise<SquareSdk> {
  const loaded = squareOnWindow();
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
    script.addEventListener("load", () => {
      const sdk = squareOnWindow();
      if (sdk) resolve(sdk);
      else reject(new Error("Square's script loaded without Square"));
    });
    script.addEventListener("error", () => reject(new Error("Square's script did not load")));
  });
}

/** Attaches Square's card form to `containerId` and tokenizes what the shopper entered there. */
export function useSquareCard(settings: SquareCardSettings, containerId: string) {
  const card = useRef<SquareCard | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const { sdkUrl, applicationId, locationId } = settings;

  useEffect(() => {
    let gone = false;
    let attached: SquareCard | null = null;
    (async () => {
      const sdk = await loadSdk(sdkUrl);
      const form = await sdk.payments(applicationId, locationId).card();
      if (gone) return void form.destroy();
      attached = form;
      await form.attach(`#${containerId}`);
      if (gone) return;
      card.current = form;
      setState("ready");
    })().catch(() => {
      if (!gone) setState("failed");
    });
    // The form leaves with the page (and React's second mount in development attaches a fresh one).
    return () => {
      gone = true;
      card.current = null;
      void attached?.destroy().catch(() => {});
    };
  }, [sdkUrl, applicationId, locationId, containerId]);

  const tokenize = useCallback(async (): Promise<TokenizeOutcome> => {
    if (!card.current) return { errors: [LOAD_FAILED] };
    try {
      const result = await card.current.tokenize();
      if (result.status === "OK" && result.token) return { token: result.token };
      const messages = (result.errors ?? []).map((error) => error.message).filter(Boolean);
      return { errors: messages.length > 0 ? messages : [TOKENIZE_FAILED] };
    } catch {
      return { errors: [TOKENIZE_FAILED] };
    }
  }, []);

  return { state, loadError: state === "failed" ? LOAD_FAILED : null, tokenize };
}
