import type { EmailMessage } from "~/.server/mail/message";
import { renderEmail } from "~/.server/mail/render";
import { TEST_NOTE } from "~/.server/orders/shared/order-emails";
import type { OrderLineRow, OrderRow } from "~/.server/orders/shared/shape";
import { formatCents } from "~/lib/money";
import { describeLine, orderSuccessPath } from "~/lib/order-details";
import { SITE_NAME } from "~/lib/site";
import type { RefundRow } from "./types";

/** What the refund covered, one line each: "2 x Whey (Chocolate)", "Shipping", "Tax ($0.43)". */
export function coveredTexts(refund: RefundRow, lines: readonly OrderLineRow[]): string[] {
  const items = refund.lines.flatMap(({ lineId, quantity }) => {
    const line = lines.find((candidate) => candidate.id === lineId);
    return line
      ? [`${quantity} x ${describeLine({ name: line.title, flavor: line.flavor, subscription: line.subscription })}`]
      : [];
  });
  return [
    ...items,
    ...(refund.shippingIncluded ? ["Shipping"] : []),
    ...(refund.taxCents > 0 ? [`Tax (${formatCents(refund.taxCents)})`] : []),
  ];
}

/**
 * The shopper's e-mail once a refund completes; for a cancellation, that the order is cancelled and what
 * comes back. Sent once per refund, through the outbox.
 */
export function refundEmail(
  order: OrderRow,
  refund: RefundRow,
  lines: readonly OrderLineRow[],
  publicUrl: string,
): EmailMessage & { dedupeKey: string } {
  const prefix = order.testMode ? "[TEST] " : "";
  const amount = formatCents(refund.amountCents);
  const covered = coveredTexts(refund, lines);
  const news = refund.cancellation
    ? {
        subject: "was cancelled",
        heading: "Your order was cancelled",
        lead: `your order ${order.orderNumber} was cancelled and ${amount} is on its way back to your card.`,
      }
    : {
        subject: "was refunded",
        heading: "Your refund is on its way",
        lead: `we refunded ${amount} for your order ${order.orderNumber}.`,
      };
  const subject = refund.cancellation ? news.subject : `has a refund of ${amount}`;
  return {
    to: order.email,
    subject: `${prefix}Your ${SITE_NAME} order ${order.orderNumber} ${subject}`,
    ...renderEmail({
      heading: `${prefix}${news.heading}`,
      paragraphs: [
        ...(order.testMode ? [TEST_NOTE] : []),
        `Hi ${order.firstName}, ${news.lead}`,
        ...(covered.length > 0 ? [`Refunded: ${covered.join(", ")}.`] : []),
        ...(refund.reason ? [`Reason: ${refund.reason}`] : []),
        "Refunds usually reach your card within 5 to 10 business days, depending on your bank.",
      ],
      action: { label: "View your order", url: new URL(orderSuccessPath(order.publicId), publicUrl).toString() },
    }),
    dedupeKey: `order-refund:${refund.id}`,
  };
}

/** A checkout cancelled before any payment: nothing to refund. */
export function cancellationEmail(order: OrderRow, publicUrl: string): EmailMessage & { dedupeKey: string } {
  const prefix = order.testMode ? "[TEST] " : "";
  return {
    to: order.email,
    subject: `${prefix}Your ${SITE_NAME} order ${order.orderNumber} was cancelled`,
    ...renderEmail({
      heading: `${prefix}Your order was cancelled`,
      paragraphs: [
        `Hi ${order.firstName}, your order ${order.orderNumber} was cancelled before it was paid. No money was taken.`,
      ],
      action: { label: "Shop again", url: new URL("/products", publicUrl).toString() },
    }),
    dedupeKey: `order-canceled:${order.publicId}`,
  };
}
