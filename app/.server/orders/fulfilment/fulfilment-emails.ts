import type { EmailMessage } from "~/.server/mail/message";
import { renderEmail } from "~/.server/mail/render";
import { lineTexts, TEST_NOTE } from "~/.server/orders/shared/order-emails";
import type { OrderLineRow, OrderRow } from "~/.server/orders/shared/shape";
import { trackingOf } from "~/lib/fulfilment";
import { orderSuccessPath } from "~/lib/order-details";
import { SITE_NAME } from "~/lib/site";

const NEWS = {
  shipped: { subject: "has shipped", heading: "Your order is on its way" },
  out_for_delivery: { subject: "is out for delivery", heading: "Your order is out for delivery" },
  delivered: { subject: "was delivered", heading: "Your order was delivered" },
} as const;
type News = keyof typeof NEWS;

/** The fulfilment steps the shopper hears about by e-mail (packing is the store's own business). */
export function tellsTheShopper(status: OrderRow["status"]): status is News {
  return Object.hasOwn(NEWS, status);
}

function stepText(order: OrderRow): string {
  const tracking = trackingOf(order.carrier, order.trackingNumber);
  if (order.status === "shipped" && tracking) {
    return `It left us with ${tracking.carrier}, tracking number ${tracking.number}. Follow it at ${tracking.url}`;
  }
  if (order.status === "out_for_delivery") return "Our driver is bringing it to you in San Angelo today.";
  return "Thank you for shopping with us. We hope you enjoy it.";
}

/** Shipped, out for delivery or delivered: sent once per order and step, through the outbox. */
export function fulfilmentEmail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  publicUrl: string,
): EmailMessage & { dedupeKey: string } {
  if (!tellsTheShopper(order.status)) throw new Error(`No fulfilment e-mail for ${order.status}`);
  const news = NEWS[order.status];
  const prefix = order.testMode ? "[TEST] " : "";
  return {
    to: order.email,
    subject: `${prefix}Your ${SITE_NAME} order ${order.orderNumber} ${news.subject}`,
    ...renderEmail({
      heading: `${prefix}${news.heading}`,
      paragraphs: [
        ...(order.testMode ? [TEST_NOTE] : []),
        `Hi ${order.firstName}, your order ${order.orderNumber} ${news.subject}.`,
        stepText(order),
        ...lineTexts(lines),
      ],
      action: { label: "View your order", url: new URL(orderSuccessPath(order.publicId), publicUrl).toString() },
    }),
    dedupeKey: `order-${order.status}:${order.publicId}`,
  };
}
