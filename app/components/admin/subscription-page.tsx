import type * as React from "react";
import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { OrderStatusBadge } from "~/components/checkout/order-status-badge";
import { FormAlert } from "~/components/form/form-alert";
import { PauseDateInput } from "~/components/subscriptions/pause-date-input";
import { Button } from "~/components/ui/button";
import {
  type AdminRenewal,
  type AdminSubscription,
  CHARGE_STATUS_LABELS,
  everyWeeksText,
  nextDeliveryText,
  RENEWAL_OUTCOME_LABELS,
  subscriptionItemText,
} from "~/lib/admin-subscriptions";
import { DELIVERY_METHOD_LABELS } from "~/lib/delivery";
import { formatLongDate } from "~/lib/long-date";
import { formatCents } from "~/lib/money";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminBackLink, AdminPageHeading, AdminTable } from "./admin-table";
import { AuditEntries } from "./audit-table";
import { Facts, Panel } from "./detail-panel";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

type Props = {
  subscription: AdminSubscription;
  /** Whether this member may skip, pause, resume or cancel it (owners). */
  canChange: boolean;
  /** What the change just made did. */
  notice: string | null;
};

/**
 * One subscription for the shop (docs/back-office.md#subscriptions): who, what, where and how often, the card, every
 * renewal with its order and charge attempts, the owner's changes and the audit trail.
 */
export function SubscriptionPage({ subscription, canChange, notice }: Props) {
  const { address } = subscription;
  return (
    <>
      <AdminBackLink to="/admin/subscriptions">All subscriptions</AdminBackLink>
      <AdminPageHeading title="Subscription">
        {`${subscriptionItemText(subscription)}, ${everyWeeksText(subscription.cadenceWeeks)}, for ${subscription.firstName} ${subscription.lastName}.`}
      </AdminPageHeading>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <SubscriptionStatusBadge status={subscription.status} />
        {subscription.testMode && (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold">Test subscription</span>
        )}
      </div>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Panel title="Deliveries">
          <Facts
            rows={[
              ["Items", subscriptionItemText(subscription)],
              ["How often", everyWeeksText(subscription.cadenceWeeks)],
              ["Per delivery", formatCents(subscription.amountCents)],
              ["Next delivery", nextDeliveryText(subscription)],
              [
                "Started",
                <time key="started" dateTime={subscription.createdAt.toISOString()}>
                  {formatStoreDateTime(subscription.createdAt)}
                </time>,
              ],
              [
                "From order",
                subscription.sourceOrderNumber && (
                  <Link
                    key="source"
                    to={`/admin/orders/${subscription.sourceOrderNumber}`}
                    className="underline underline-offset-2"
                  >
                    {subscription.sourceOrderNumber}
                  </Link>
                ),
              ],
              ...(subscription.canceledAt
                ? [
                    [
                      "Cancelled",
                      <time key="canceled" dateTime={subscription.canceledAt.toISOString()}>
                        {formatStoreDateTime(subscription.canceledAt)}
                      </time>,
                    ] as [string, React.ReactNode],
                  ]
                : []),
              ...(subscription.failedCharges > 0
                ? [["Declined in a row", String(subscription.failedCharges)] as [string, React.ReactNode]]
                : []),
            ]}
          />
        </Panel>
        <Panel title="Customer">
          <Facts
            rows={[
              ["Name", `${subscription.firstName} ${subscription.lastName}`],
              ["Email", subscription.email],
              ["Phone", subscription.phone],
            ]}
          />
        </Panel>
        <Panel title="Delivery">
          <Facts
            rows={[
              ["Method", DELIVERY_METHOD_LABELS[subscription.deliveryMethod]],
              [
                "Address",
                `${address.address}, ${address.city}, ${address.state} ${address.zipCode}, ${address.country}`,
              ],
            ]}
          />
        </Panel>
        <Panel title="Card">
          <p className="text-sm">
            {subscription.card
              ? `${subscription.card.brand} ending in ${subscription.card.last4}${subscription.card.disabled ? " (no longer usable: the next renewal asks the customer for another card)" : ""}`
              : "No card is saved: the next renewal asks the customer for one."}
          </p>
        </Panel>
      </div>

      <div className="mt-4">
        <Panel title="Change">
          {canChange ? (
            <ChangeForms subscription={subscription} />
          ) : (
            <p className="text-sm text-muted-foreground">
              Only an owner can skip, pause, resume or cancel a subscription here. The customer can change it in their
              account, under Subscriptions.
            </p>
          )}
        </Panel>
      </div>

      <h2 className="mt-8 mb-3 text-lg font-semibold">Renewals</h2>
      {subscription.renewals.length === 0 ? (
        <p className="text-sm text-muted-foreground">No renewal yet: the first is on the next delivery day.</p>
      ) : (
        <AdminTable label="Renewals" head={["Due", "Outcome", "Order", "Charges"]}>
          {subscription.renewals.map((renewal) => (
            <RenewalRow key={renewal.dueOn} renewal={renewal} />
          ))}
        </AdminTable>
      )}

      <h2 className="mt-8 mb-3 text-lg font-semibold">Audit trail</h2>
      {subscription.audit.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has changed this subscription in the back office.</p>
      ) : (
        <AuditEntries label="Audit trail" entries={subscription.audit} showSubject={false} />
      )}
    </>
  );
}

function RenewalRow({ renewal }: { renewal: AdminRenewal }) {
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-3 py-2">{formatLongDate(renewal.dueOn)}</td>
      <td className="px-3 py-2">{RENEWAL_OUTCOME_LABELS[renewal.outcome] ?? renewal.outcome}</td>
      <td className="whitespace-nowrap px-3 py-2">
        {renewal.order ? (
          <div className="flex flex-col items-start gap-1">
            <Link
              to={`/admin/orders/${renewal.order.orderNumber}`}
              className="font-semibold underline underline-offset-2"
            >
              {renewal.order.orderNumber}
            </Link>
            <OrderStatusBadge status={renewal.order.status} />
            <span className="tabular-nums">{formatCents(renewal.order.totalCents)}</span>
          </div>
        ) : (
          "—"
        )}
      </td>
      <td className="min-w-64 px-3 py-2">
        {renewal.charges.length === 0 ? (
          "—"
        ) : (
          <ol className="grid gap-1">
            {renewal.charges.map((charge) => (
              <li key={charge.attempt}>
                <span className="font-semibold">
                  {`Attempt ${charge.attempt}: ${CHARGE_STATUS_LABELS[charge.status] ?? charge.status}`}
                </span>{" "}
                <span className="text-muted-foreground">
                  {charge.settledAt ? (
                    <time dateTime={charge.settledAt.toISOString()}>{formatStoreDateTime(charge.settledAt)}</time>
                  ) : (
                    <>
                      {"from "}
                      <time dateTime={charge.dueAt.toISOString()}>{formatStoreDateTime(charge.dueAt)}</time>
                    </>
                  )}
                </span>
                {charge.declineReason && <span className="block">{charge.declineReason}</span>}
              </li>
            ))}
          </ol>
        )}
      </td>
    </tr>
  );
}

/**
 * The owner's changes, each a small form posted to the change route; it answers with a redirect back here (which
 * says what changed) or the reason it refused. The customer is e-mailed as when they change it themselves.
 */
function ChangeForms({ subscription }: { subscription: AdminSubscription }) {
  const fetcher = useFetcher<{ error: string }>();
  const dateId = useId();
  const action = `/admin/subscriptions/${subscription.id}/change`;
  const busy = fetcher.state !== "idle";
  if (subscription.status === "canceled") {
    return <p className="text-sm text-muted-foreground">This subscription is cancelled: nothing more can change.</p>;
  }
  const paused = subscription.status === "paused";
  return (
    <div className="grid gap-4">
      {fetcher.data?.error && !busy && <FormAlert>{fetcher.data.error}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value={paused ? "resume" : "skip"} />
          <Button type="submit" variant={paused ? "ink" : "outline"} disabled={busy} className="h-11">
            {paused ? "Resume" : "Skip next delivery"}
          </Button>
        </fetcher.Form>
      </div>
      <fetcher.Form method="post" action={action} className="grid gap-1.5">
        <input type="hidden" name="intent" value="pause" />
        <label htmlFor={dateId} className="text-sm font-semibold">
          Pause until
        </label>
        <div className="flex flex-wrap gap-2">
          <PauseDateInput
            id={dateId}
            pausedUntil={subscription.pausedUntil}
            className="h-11 rounded-md border border-border bg-background px-3 text-base"
          />
          <Button type="submit" variant="outline" disabled={busy} className="h-11">
            {paused ? "Change pause date" : "Pause"}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">It resumes by itself that day, and that delivery is charged.</p>
      </fetcher.Form>
      <fetcher.Form
        method="post"
        action={action}
        className="border-t pt-4"
        onSubmit={(event) => {
          if (!window.confirm("Cancel this subscription? Nothing more will be charged or sent.")) {
            event.preventDefault();
          }
        }}
      >
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="outline" disabled={busy} className="h-11">
          Cancel subscription
        </Button>
      </fetcher.Form>
    </div>
  );
}
