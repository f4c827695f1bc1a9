import { RepeatIcon } from "lucide-react";
import { Link } from "react-router";
import { type CartLine, lineKey, lineTotalCents } from "~/lib/cart";
import { formatCents } from "~/lib/money";
import { signInHref } from "~/lib/session";
import {
  cadenceLabel,
  DEFAULT_CADENCE_WEEKS,
  SUBSCRIPTION_CHECKOUT_MESSAGES,
  SUBSCRIPTION_CONSENT_FIELD,
} from "~/lib/subscriptions";
import { variantName } from "~/lib/variants";

/**
 * What renews, for how much and how often, and the consent box, above the pay button when the cart holds a
 * subscription (docs/product.md#subscribe-and-save). A guest is asked to sign in first; the cart stays in the browser.
 */
export function SubscriptionTerms({ lines, signedIn }: { lines: readonly CartLine[]; signedIn: boolean }) {
  const subscribed = lines.filter((line) => line.subscription);
  if (subscribed.length === 0) return null;
  if (!signedIn) {
    return (
      <div className="mb-4 rounded-md border border-brand/30 bg-brand/5 p-3 text-sm">
        <p className="flex items-center gap-1.5 font-semibold">
          <RepeatIcon aria-hidden className="size-4" />
          Subscriptions need an account
        </p>
        <p className="mt-1">{SUBSCRIPTION_CHECKOUT_MESSAGES.signIn}</p>
        <Link
          to={signInHref("/checkout")}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
        >
          Sign in or create an account
        </Link>
      </div>
    );
  }
  return (
    <fieldset className="mb-4 rounded-md border border-border p-3 text-sm">
      <legend className="flex items-center gap-1.5 px-1 font-semibold">
        <RepeatIcon aria-hidden className="size-4" />
        Subscribe &amp; Save renews automatically
      </legend>
      <ul className="space-y-1">
        {subscribed.map((line) => (
          <li key={lineKey(line)}>
            {`${line.quantity} x ${variantName(line.product.title, line.flavor)}: ${formatCents(lineTotalCents(line))} per delivery. ${cadenceLabel(line.cadenceWeeks ?? DEFAULT_CADENCE_WEEKS)}.`}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">
        Shipping and tax are added where they apply. It continues until you cancel: the card you pay with now is saved
        and charged for each delivery. Skip, pause or cancel any time under My Account → Subscriptions.
      </p>
      <label className="mt-2 flex min-h-11 items-start gap-2">
        <input type="checkbox" name={SUBSCRIPTION_CONSENT_FIELD} className="mt-0.5 size-4 shrink-0 accent-brand" />I
        agree to be charged for each delivery until I cancel
      </label>
    </fieldset>
  );
}
