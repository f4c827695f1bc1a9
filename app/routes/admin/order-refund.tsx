import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { cancelOrder } from "~/.server/orders/refunds/cancel-order";
import { refundOrder } from "~/.server/orders/refunds/refund-order";
import type { RefundResult } from "~/.server/orders/refunds/types";
import { REFUND_NOTICE_PARAM } from "~/lib/refunds";
import { readRefundForm } from "~/lib/refunds.schema";
import type { Route } from "./+types/order-refund";

const STATUS = { not_found: 404, invalid: 400, conflict: 409, provider: 409 } as const;

/**
 * Refunds or cancels an order from the refund panel (docs/back-office.md#refunds-and-cancellations): back to the
 * order page with the result, or 400/404/409 with the reason.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/orders/:orderNumber/refund" });
  const parsed = readRefundForm(await request.formData());
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Please check the form." }, { status: 400 });
  }
  const form = parsed.data;
  const context = {
    orderNumber: params.orderNumber,
    actor: { userId: member.userId, email: member.email },
    idempotencyKey: form.idempotencyKey,
    restock: form.restock,
    reason: form.reason,
  };
  const result: RefundResult =
    form.intent === "cancel"
      ? await cancelOrder(context)
      : await refundOrder({
          ...context,
          lines: form.lines,
          amountCents: form.amount,
          includeShipping: form.includeShipping,
        });
  if (!result.ok) return data({ error: result.reason }, { status: STATUS[result.code] });
  const page = `/admin/orders/${encodeURIComponent(result.orderNumber)}`;
  return redirect(`${page}?${new URLSearchParams({ [REFUND_NOTICE_PARAM]: result.message })}`, 303);
}
