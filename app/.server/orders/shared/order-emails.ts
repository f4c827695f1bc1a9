import type { EmailMessage } from "~/.server/mail/message";
import { renderEmail } from "~/.server/mail/render";
import { DELIVERY_METHOD_LABELS, formatDeliveryDate } from "~/lib/delivery";
import { formatCents } from "~/lib/money";
import { describeLine, orderSuccessPath } from "~/lib/order-details";
import { SITE_NAME } from "~/lib/site";
import type { OrderLineRow, OrderRow } from "./shape";

export const TEST_NOTE = "This is a test order: no card was charged and nothing will be shipped.";

export function lineTexts(lines: readonly OrderLineRow[]): string[] {
  return lines.map(
    (line) =>
      `${line.quantity} x ${describeLine({ name: line.title, flavor: line.flavor, subscription: line.subscription })}: ${formatCents(line.lineTotalCents)}`,
  );
}

function deliveryText(order: OrderRow): string {
  const method = DELIVERY_METHOD_LABELS[order.deliveryMethod];
  if (order.deliveryMethod === "local" && order.expectedDeliveryDate) {
    return `Delivery: ${method}, expected ${formatDeliveryDate(order.expectedDeliveryDate)}.`;
  }
  return `Delivery: ${method} to ${order.address}, ${order.city}, ${order.state} ${order.zipCode}.`;
}

/** The shopper's order confirmation, sent once the payment is verified. Test orders say so everywhere. */
export function orderConfirmationEmail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  publicUrl: string,
): EmailMessage & { dedupeKey: string } {
  const prefix = order.testMode ? "[TEST] " : "";
  const paragraphs = [
    ...(order.testMode ? [TEST_NOTE] : []),
    `Hi ${order.firstName}, thank you for your order ${order.orderNumber}. We have received your payment.`,
    ...(order.status === "needs_attention"
      ? [
          "Some items in your order ran out of stock before we could reserve them. We will e-mail you shortly to arrange a backorder or a refund.",
        ]
      : []),
    ...lineTexts(lines),
    `Subtotal: ${formatCents(order.subtotalCents)}`,
    `Shipping: ${order.shippingCents === 0 ? "FREE" : formatCents(order.shippingCents)}`,
    ...(order.taxCents > 0 ? [`Tax: ${formatCents(order.taxCents)}`] : []),
    `Total: ${formatCents(order.totalCents)}`,
    deliveryText(order),
  ];
  return {
    to: order.email,
    subject: `${prefix}Your ${SITE_NAME} order ${order.orderNumber} is confirmed`,
    ...renderEmail({
      heading: `${prefix}Thank you for your order!`,
      paragraphs,
      action: { label: "View your order", url: new URL(orderSuccessPath(order.publicId), publicUrl).toString() },
      footer: `Track it any time at ${new URL("/track-order", publicUrl)} with your order number and this e-mail address.`,
    }),
    dedupeKey: `order-confirmation:${order.publicId}`,
  };
}

/** The order's page in the back office, for the e-mails that tell the store to act. */
function backOfficeAction(order: OrderRow, publicUrl: string) {
  return {
    label: "Open the order in the back office",
    url: new URL(`/admin/orders/${order.orderNumber}`, publicUrl).toString(),
  };
}

/** Tells the store a new order was paid and is waiting to be packed. */
export function newPaidOrderEmail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  storeEmail: string,
  publicUrl: string,
): EmailMessage & { dedupeKey: string } {
  const prefix = order.testMode ? "[TEST] " : "";
  return {
    to: storeEmail,
    subject: `${prefix}New order ${order.orderNumber}: ${formatCents(order.totalCents)}`,
    ...renderEmail({
      heading: `${prefix}New order ${order.orderNumber}`,
      paragraphs: [
        ...(order.testMode ? [TEST_NOTE] : []),
        `${order.firstName} ${order.lastName} <${order.email}> paid ${formatCents(order.totalCents)}.`,
        ...lineTexts(lines),
        deliveryText(order),
      ],
      action: backOfficeAction(order, publicUrl),
    }),
    dedupeKey: `store-new-order:${order.publicId}`,
  };
}

/** Tells the store a paid order could not take its stock (docs/product.md#stock): refund or backorder it. */
export function orderNeedsAttentionEmail(
  order: OrderRow,
  shortTitles: readonly string[],
  storeEmail: string,
  publicUrl: string,
): EmailMessage & { dedupeKey: string } {
  const prefix = order.testMode ? "[TEST] " : "";
  return {
    to: storeEmail,
    subject: `${prefix}Order ${order.orderNumber} is paid but needs attention`,
    ...renderEmail({
      heading: `${prefix}Order ${order.orderNumber} needs attention`,
      paragraphs: [
        `The order was paid (${formatCents(order.totalCents)}), but there was not enough stock for: ${shortTitles.join(", ")}.`,
        `Contact ${order.firstName} ${order.lastName} <${order.email}> to arrange a backorder or a refund.`,
      ],
      action: backOfficeAction(order, publicUrl),
    }),
    dedupeKey: `order-attention:${order.publicId}`,
  };
}
