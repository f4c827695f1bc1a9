import { RepeatIcon } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import type { Subscription } from "~/lib/subscriptions";
import { AccountPanel, EmptyPanel } from "./account-panel";
import { Loading } from "./loading";
import { SubscriptionCard } from "./subscription-card";

const LOAD_FAILED = <p role="alert">Failed to load your subscriptions. Please reload the page.</p>;

/** 'Subscriptions (count)': Subscribe & Save's portal, each subscription with the changes it still allows. */
export function SubscriptionsPanel({
  subscriptions,
  cadences,
}: {
  subscriptions: Promise<Subscription[]>;
  /** The cadences offered, in weeks. */
  cadences: Promise<number[]>;
}) {
  return (
    <Suspense fallback={<Loading label="Loading subscriptions..." />}>
      <Await resolve={subscriptions} errorElement={LOAD_FAILED}>
        {(list) => (
          <Await resolve={cadences} errorElement={LOAD_FAILED}>
            {(offered) => <SubscriptionList subscriptions={list} cadences={offered} />}
          </Await>
        )}
      </Await>
    </Suspense>
  );
}

function SubscriptionList({ subscriptions, cadences }: { subscriptions: Subscription[]; cadences: number[] }) {
  return (
    <AccountPanel title={`Subscriptions (${subscriptions.length})`}>
      {subscriptions.length === 0 ? (
        <EmptyPanel
          icon={RepeatIcon}
          title="You have no subscriptions yet."
          action={{ to: "/products", label: "Browse products" }}
        >
          Choose Subscribe &amp; Save on a product to have it delivered every few weeks for less.
        </EmptyPanel>
      ) : (
        <ul className="grid gap-4">
          {subscriptions.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionCard subscription={subscription} cadences={cadences} />
            </li>
          ))}
        </ul>
      )}
    </AccountPanel>
  );
}
