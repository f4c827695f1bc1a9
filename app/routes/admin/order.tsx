import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { getAdminOrder } from "~/.server/orders/back-office/get-admin-order";
import { listOrderNotes } from "~/.server/orders/back-office/order-notes";
import { listResendableEmails } from "~/.server/orders/back-office/resend-shopper-email";
import { advanceOrder } from "~/.server/orders/fulfilment/advance-order";
import { getRefundSummary } from "~/.server/orders/refunds/get-refund-summary";
import { OrderNotesPanel } from "~/components/admin/order-notes-panel";
import { OrderPage } from "~/components/admin/order-page";
import { PackingSlipButton } from "~/components/admin/packing-slips";
import { ShopperEmailsPanel } from "~/components/admin/shopper-emails-panel";
import type { OrderStepResult } from "~/lib/admin";
import { ORDER_ACTION_RULES } from "~/lib/fulfilment";
import { orderStepFormSchema } from "~/lib/fulfilment.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/order";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(`Order ${params.orderNumber} · Back office`) }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/orders/:orderNumber" });
  const [order, refunds, notes, emails] = await Promise.all([
    getAdminOrder({ orderNumber: params.orderNumber }),
    getRefundSummary({ orderNumber: params.orderNumber }),
    listOrderNotes({ orderNumber: params.orderNumber }),
    listResendableEmails({ orderNumber: params.orderNumber }),
  ]);
  if (!order || !refunds) throw data(`Order ${params.orderNumber} was not found.`, { status: 404 });
  return { order, refunds, notes, emails };
}

/** One fulfilment step (pack, ship with its parcel, send out, deliver, resolve), checked again on the server. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/orders/:orderNumber" });
  const parsed = orderStepFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<OrderStepResult>(
      { error: parsed.error.issues[0]?.message ?? "Please check the form." },
      { status: 400 },
    );
  }
  const step = parsed.data;
  const result = await advanceOrder({
    orderNumber: params.orderNumber,
    action: step.intent,
    actor: { userId: member.userId, email: member.email },
    shipment: step.intent === "ship" ? { carrier: step.carrier, trackingNumber: step.trackingNumber } : undefined,
  });
  if (!result.ok) {
    return data<OrderStepResult>({ error: result.reason }, { status: result.code === "not_found" ? 404 : 409 });
  }
  return data<OrderStepResult>({ done: `Order ${result.orderNumber} ${ORDER_ACTION_RULES[step.intent].verb}.` });
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, notes, emails } = loaderData;
  return (
    <OrderPage
      order={order}
      refunds={loaderData.refunds}
      result={actionData}
      tools={<PackingSlipButton orderNumber={order.orderNumber} />}
    >
      <OrderNotesPanel orderNumber={order.orderNumber} notes={notes} />
      <ShopperEmailsPanel orderNumber={order.orderNumber} emails={emails} />
    </OrderPage>
  );
}
