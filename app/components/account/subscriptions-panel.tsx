import { RepeatIcon } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import type { SavedAddress } from "~/lib/address-book";
import type { Subscription } from "~/lib/subscriptions";
import { AccountPanel, EmptyPanel } from "./account-panel";
import { Loading } from "./loading";
import type { PortalChoices } from "./subscription-actions";
import { SubscriptionCard } from "./subscription-card";

const LOAD_FAILED = <p role="alert">Failed to load your subscriptions. Please reload the page.</p>;

/** 'Subscriptions (count)': Subscribe & Save's portal, each subscription with the changes it still allows. */
export function SubscriptionsPanel({
  subscriptions,
  cadences,
  addresses,
  replacesCard,
}: {
  subscriptions: Promise<Subscription[]>;
  /** The cadences offered, in weeks. */
  cadences: Promise<number[]>;
  /** The address book, where a subscription may move to. */
  addresses: Promise<SavedAddress[]>;
  replacesCard: boolean;
}) {
  return (
    <Suspense fallback={<Loading label="Loading subscriptions..." />}>
      <Await resolve={subscriptions} errorElement={LOAD_FAILED}>
        {(list) => (
          <Await resolve={cadences} errorElement={LOAD_FAILED}>
            {(offered) => (
              <Await resolve={addresses} errorElement={LOAD_FAILED}>
                {(saved) => (
                  <SubscriptionList
                    subscriptions={list}
                    choices={{ cadences: offered, addresses: saved, replacesCard }}
                  />
                )}
              </Await>
            )}
          </Await>
        )}
      </Await>
    </Suspense>
  );
}

function SubscriptionList({ subscriptions, choices }: { subscriptions: Subscription[]; choices: PortalChoices }) {
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
              <SubscriptionCard subscription={subscription} choices={choices} />
            </li>
          ))}
        </ul>
      )}
    </AccountPanel>
  );
}
