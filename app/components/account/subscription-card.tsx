import { useEffect, useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { StateBadge, type StateTone } from "~/components/ui/state-badge";
import { DELIVERY_METHOD_LABELS } from "~/lib/delivery";
import { formatLongDate } from "~/lib/long-date";
import { formatCents } from "~/lib/money";
import {
  CARD_SETUP_OUTCOMES,
  type CardSetupOutcome,
  cadenceLabel,
  pricePerDeliveryCents,
  SUBSCRIPTION_STATUS_LABELS,
  type Subscription,
  type SubscriptionStatus,
} from "~/lib/subscriptions";
import { type PortalChoices, SubscriptionActions } from "./subscription-actions";
import { useSubscriptionFetcher } from "./use-subscription-fetcher";

const STATUS_TONES: Record<SubscriptionStatus, StateTone> = { active: "done", paused: "waiting", canceled: "off" };

/** One subscription: what comes, how often, when, where and on which card, then what the shopper may change. */
export function SubscriptionCard({ subscription, choices }: { subscription: Subscription; choices: PortalChoices }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { fetcher, done, error } = useSubscriptionFetcher();
  const cardOutcome = useCardSetupOutcome(subscription.id);
  const { status } = subscription;
  const changeable = status !== "canceled";
  // Cancelled here, or found cancelled by a refused change, the card loses the button that was pressed: focus then
  // goes to the card's name rather than to the top of the page.
  useEffect(() => {
    if (!changeable && (done || error) && document.activeElement === document.body) heading.current?.focus();
  }, [changeable, done, error]);
  // Back from the card-saving page: the card it was for comes into view, its name read first.
  useEffect(() => {
    if (cardOutcome) heading.current?.focus();
  }, [cardOutcome]);
  const message = done ?? (cardOutcome === "saved" ? CARD_SETUP_OUTCOMES.saved : null);
  const alert = error ?? (cardOutcome === "refused" ? CARD_SETUP_OUTCOMES.refused : undefined);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-border bg-background shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border bg-muted/40 px-5 py-3">
        <div className="min-w-0">
          <h3 id={headingId} ref={heading} tabIndex={-1} className="font-bold">
            {subscription.title}
          </h3>
          {subscription.flavor && <p className="text-sm text-muted-foreground">{subscription.flavor}</p>}
        </div>
        <p>
          <span className="sr-only">Status: </span>
          <StateBadge label={SUBSCRIPTION_STATUS_LABELS[status]} tone={STATUS_TONES[status]} />
        </p>
      </header>
      <div className="grid gap-6 px-5 py-4 md:grid-cols-[1fr_22rem] md:gap-8">
        <SubscriptionDetails subscription={subscription} />
        <div className="grid min-w-0 content-start gap-4">
          {/* Always present, so what a change did is announced when it is done. */}
          <p role="status" className={message ? "text-sm font-medium text-emerald-900" : "sr-only"}>
            {message}
          </p>
          {alert && <FormAlert>{alert}</FormAlert>}
          {changeable && <SubscriptionActions subscription={subscription} choices={choices} fetcher={fetcher} />}
        </div>
      </div>
    </article>
  );
}

/** How a card replacement went, when the portal was opened on the way back from it for this subscription. */
function useCardSetupOutcome(subscriptionId: string): CardSetupOutcome | null {
  const [params] = useSearchParams();
  const outcome = params.get("card");
  if (params.get("subscription") !== subscriptionId || !outcome || !(outcome in CARD_SETUP_OUTCOMES)) return null;
  return outcome as CardSetupOutcome;
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { status, address, card } = subscription;
  // A pause after the last declined charge has no end: its date is no delivery until the shopper resumes.
  const nextKnown = status === "active" || (status === "paused" && subscription.pausedUntil !== null);
  return (
    <ul className="grid content-start gap-1.5 text-sm">
      <li>Quantity: {subscription.quantity}</li>
      <li>{`${formatCents(pricePerDeliveryCents(subscription))} per delivery, plus shipping and tax where they apply`}</li>
      <li>{cadenceLabel(subscription.cadenceWeeks)}</li>
      {nextKnown && (
        <li className="font-semibold">
          Next delivery: <time dateTime={subscription.nextRenewalOn}>{formatLongDate(subscription.nextRenewalOn)}</time>
        </li>
      )}
      {status === "paused" &&
        (subscription.pausedUntil ? (
          <li>
            Paused until <time dateTime={subscription.pausedUntil}>{formatLongDate(subscription.pausedUntil)}</time>
          </li>
        ) : (
          <li>Paused until you resume it</li>
        ))}
      {status === "canceled" && <li>Nothing more will be charged or sent.</li>}
      <li>
        Deliver to {address.firstName} {address.lastName}, {address.address}, {address.city}, {address.state}{" "}
        {address.zipCode} ({DELIVERY_METHOD_LABELS[subscription.deliveryMethod]})
      </li>
      <li>{card ? `${card.brand} ending in ${card.last4}` : "No card saved"}</li>
    </ul>
  );
}
