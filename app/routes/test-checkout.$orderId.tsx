import { data, redirect } from "react-router";
import { getOrderSummary } from "~/.server/orders/lookup/get-order-details";
import { recordDeclinedPayment } from "~/.server/orders/payment-events/apply-payment-event";
import { getPayments } from "~/.server/payments";
import { TEST_CARD_MESSAGES, TEST_CARDS, testCardFormSchema, testCardOutcome } from "~/.server/payments/test/cards";
import { queueTestPaymentWebhook } from "~/.server/payments/test/webhook-sender";
import type { TestPaymentResult } from "~/components/checkout/test-card-form";
import { TestCheckoutPage } from "~/components/checkout/test-checkout-page";
import { fieldErrors } from "~/lib/forms";
import { orderSuccessPath } from "~/lib/order-details";
import { isPaidStatus } from "~/lib/order-status";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/test-checkout.$orderId";

export function meta() {
  return [{ title: pageTitle("Test Checkout") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The page exists only while the test provider is the active one, and only for its own orders. */
async function findTestOrder(publicId: string) {
  if (getPayments().provider.name !== "test") throw data("Not found", { status: 404 });
  const order = await getOrderSummary({ publicId });
  if (!order) throw data("Not found", { status: 404 });
  return order;
}

export async function loader({ params }: Route.LoaderArgs) {
  const order = await findTestOrder(params.orderId);
  if (isPaidStatus(order.status)) throw redirect(orderSuccessPath(order.orderId));
  return { order, testCards: TEST_CARDS };
}

/** Card details are checked and dropped here: never stored, never logged. */
export async function action({ request, params }: Route.ActionArgs) {
  const order = await findTestOrder(params.orderId);
  if (isPaidStatus(order.status)) return redirect(orderSuccessPath(order.orderId), 303);
  const card = testCardFormSchema(new Date()).safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  if (!card.success) return data<TestPaymentResult>({ fieldErrors: fieldErrors(card.error) }, { status: 400 });

  const outcome = testCardOutcome(card.data.cardNumber);
  switch (outcome) {
    case "paid":
    case "paid-declines-renewals":
      // Like a real provider: back to the store at once, the signed webhook a moment later (through the outbox).
      await queueTestPaymentWebhook({
        orderId: order.orderId,
        card: outcome === "paid" ? "renews" : "declines",
      });
      return redirect(orderSuccessPath(order.orderId), 303);
    case "declined":
      await recordDeclinedPayment({ publicId: order.orderId, provider: "test" });
      return data<TestPaymentResult>({ error: TEST_CARD_MESSAGES.declined }, { status: 402 });
    case "unknown":
      return data<TestPaymentResult>({ error: TEST_CARD_MESSAGES.unknown }, { status: 400 });
  }
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <TestCheckoutPage order={loaderData.order} testCards={loaderData.testCards} result={actionData} />;
}
