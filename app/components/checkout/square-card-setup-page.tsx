import { Loader2Icon, LockIcon } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { BackToStoreLink } from "./back-to-store-link";
import { type SquareCardSettings, useSquareCard } from "./use-square-card";

type SquareCardSetupPageProps = SquareCardSettings & {
  /** Where the shopper goes back to: with the card's nonce as setup_token, or without a card. */
  backPath: string;
};

const CONTAINER_ID = "square-card-container";

/**
 * Square's card form on the store's page: a card for a subscription's renewals, charged nothing now. The card's
 * details stay in Square's form; the store only gets the nonce it gives for them.
 */
export function SquareCardSetupPage({ backPath, ...settings }: SquareCardSetupPageProps) {
  const navigate = useNavigate();
  const { state, loadError, tokenize } = useSquareCard(settings, CONTAINER_ID);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const messages = loadError ? [loadError] : errors;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || state !== "ready") return;
    setBusy(true);
    const outcome = await tokenize();
    if ("token" in outcome) {
      // Back to the store with the nonce, as a provider's card-saving page sends its token.
      const back = new URL(backPath, window.location.origin);
      back.searchParams.set("setup_token", outcome.token);
      navigate(back.pathname + back.search);
      return;
    }
    setErrors(outcome.errors);
    setBusy(false);
    // The shopper hears the errors (role="alert") and lands on them, next to the form to correct.
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  return (
    <div className="min-h-[70vh] bg-slate-100">
      <div className="container-page max-w-xl py-6 sm:py-10">
        <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">Secured by Square</p>
        <h1 className="text-2xl font-bold">Save a card for your subscription</h1>
        <section className="mt-6 rounded-lg border border-border bg-background p-4 shadow-sm sm:p-6">
          <p className="text-sm text-muted-foreground">
            Nothing is charged now: the card pays for your next deliveries. Your card details go straight to Square.
          </p>
          {messages.length > 0 && (
            <div
              ref={alertRef}
              role="alert"
              tabIndex={-1}
              className="mt-4 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm font-semibold text-destructive"
            >
              {messages.length === 1 ? (
                messages[0]
              ) : (
                <ul className="list-disc pl-5">
                  {messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <form onSubmit={save} noValidate className="mt-5 grid gap-4" aria-labelledby="square-card-legend">
            <p id="square-card-legend" className="text-sm font-semibold">
              Card details
            </p>
            {state === "loading" && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2Icon aria-hidden className="size-4 animate-spin" />
                Loading the card form...
              </p>
            )}
            {/* Square's form only: React renders nothing inside, so the two never fight over its children. */}
            <div id={CONTAINER_ID} aria-busy={state === "loading"} />
            <Button type="submit" size="lg" variant="ink" className="w-full" disabled={busy || state !== "ready"}>
              {busy ? (
                <>
                  <Loader2Icon aria-hidden className="size-5 animate-spin" />
                  Saving...
                </>
              ) : (
                <>
                  <LockIcon aria-hidden className="size-4" />
                  Save card
                </>
              )}
            </Button>
          </form>
          <BackToStoreLink backPath={backPath} />
        </section>
      </div>
    </div>
  );
}
