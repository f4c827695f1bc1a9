import type * as React from "react";
import { Link } from "react-router";
import { OrderStatusBadge } from "~/components/checkout/order-status-badge";
import { TrackingLink } from "~/components/checkout/tracking-link";
import { FormAlert } from "~/components/form/form-alert";
import type { AdminOrder, OrderStepResult } from "~/lib/admin";
import { DELIVERY_METHOD_LABELS, formatDeliveryDate } from "~/lib/delivery";
import { formatCents } from "~/lib/money";
import { describeLine } from "~/lib/order-details";
import type { RefundSummary } from "~/lib/refunds";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminPageHeading, AdminTable } from "./admin-table";
import { AuditEntries } from "./audit-table";
import { Facts, Panel } from "./detail-panel";
import { OrderSteps } from "./order-steps";
import { RefundPanel } from "./refund-panel";

/** One order as the person packing it needs it: what to send where, what was paid, what happened. */
export function OrderPage({
  order,
  refunds,
  result,
  tools,
  children,
}: {
  order: AdminOrder;
  refunds: RefundSummary;
  result: OrderStepResult | undefined;
  /** Buttons beside the state (the packing slip). */
  tools?: React.ReactNode;
  /** Panels under the customer and delivery (notes, the shopper's e-mails). */
  children?: React.ReactNode;
}) {
  const { customer, address } = order;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/orders" className="underline underline-offset-2">
          All orders
        </Link>
      </p>
      <AdminPageHeading title={`Order ${order.orderNumber}`} />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} />
        {order.testMode && (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold">Test order</span>
        )}
        {tools && <div className="ml-auto">{tools}</div>}
      </div>
      {order.attentionReason && <FormAlert>{`Needs attention: ${order.attentionReason}`}</FormAlert>}
      {result?.error && <FormAlert>{result.error}</FormAlert>}
      {result?.done && <FormAlert tone="success">{result.done}</FormAlert>}

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Panel title="Next step">
          <OrderSteps actions={order.actions} />
          {order.tracking && (
            <div className="mt-3">
              <TrackingLink tracking={order.tracking} />
            </div>
          )}
        </Panel>
        <Panel title="Timeline">
          <ol className="grid gap-1 text-sm">
            {order.timeline.map((step) => (
              <li key={step.label}>
                <span className="font-semibold">{step.label}</span>{" "}
                <time dateTime={step.at.toISOString()} className="text-muted-foreground">
                  {formatStoreDateTime(step.at)}
                </time>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel title="Customer">
          <Facts
            rows={[
              ["Name", `${customer.firstName} ${customer.lastName}`],
              ["Email", customer.email],
              ["Phone", customer.phone],
            ]}
          />
        </Panel>
        <Panel title="Delivery">
          <Facts
            rows={[
              ["Method", DELIVERY_METHOD_LABELS[order.deliveryMethod]],
              [
                "Address",
                `${address.address}, ${address.city}, ${address.state} ${address.zipCode}, ${address.country}`,
              ],
              ["Expected", order.expectedDeliveryDate && formatDeliveryDate(order.expectedDeliveryDate)],
            ]}
          />
        </Panel>
      </div>
      {children && <div className="mt-4 grid gap-4 lg:grid-cols-2">{children}</div>}

      <h2 className="mt-8 mb-3 text-lg font-semibold">Items</h2>
      <AdminTable label="Items" head={["Item", "Quantity", "Unit price", "Total"]}>
        {order.lines.map((line, index) => (
          // Lines have no id of their own here; their position is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never reorder
          <tr key={index}>
            <td className="px-3 py-2">
              {describeLine({ name: line.title, flavor: line.flavor, subscription: line.subscription })}
            </td>
            <td className="px-3 py-2 tabular-nums">{line.quantity}</td>
            <td className="px-3 py-2 tabular-nums">{formatCents(line.unitPriceCents)}</td>
            <td className="px-3 py-2 tabular-nums">{formatCents(line.lineTotalCents)}</td>
          </tr>
        ))}
      </AdminTable>
      <div className="mt-3 ml-auto max-w-xs">
        <Facts
          rows={[
            ["Subtotal", formatCents(order.subtotalCents)],
            ["Shipping", order.shippingCents === 0 ? "FREE" : formatCents(order.shippingCents)],
            ...(order.taxCents > 0 ? [["Tax", formatCents(order.taxCents)] as [string, string]] : []),
            ["Total", <strong key="total">{formatCents(order.totalCents)}</strong>],
          ]}
        />
      </div>

      <div className="mt-8">
        <RefundPanel summary={refunds} />
      </div>

      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <Panel title="Payment">
          <Facts
            rows={[
              ["Provider", order.payment.provider],
              ["Checkout", order.payment.checkoutId],
              ["Payment reference", order.payment.paymentId],
            ]}
          />
        </Panel>
        <Panel title="Provider events">
          {order.events.length === 0 ? (
            <p className="text-sm text-muted-foreground">No event from the provider yet.</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {order.events.map((event) => (
                <li key={event.eventId}>
                  <time dateTime={event.occurredAt.toISOString()}>{formatStoreDateTime(event.occurredAt)}</time>{" "}
                  <span className="font-semibold">{event.type}</span> ({event.outcome})
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <h2 className="mt-8 mb-3 text-lg font-semibold">Audit trail</h2>
      {order.audit.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has changed this order in the back office.</p>
      ) : (
        <AuditEntries label="Audit trail" entries={order.audit} showSubject={false} />
      )}
    </>
  );
}
