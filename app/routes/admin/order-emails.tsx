import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { resendShopperEmail } from "~/.server/orders/back-office/resend-shopper-email";
import { RESEND_NOTICE_PARAM } from "~/lib/shopper-emails";
import { resendEmailFormSchema } from "~/lib/shopper-emails.schema";
import type { Route } from "./+types/order-emails";

const STATUS = { not_found: 404, unavailable: 409, too_soon: 429 } as const;

/**
 * Sends one of the shopper's e-mails again: back to the order page with what was sent, or
 * 400/404/409/429 with the reason.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/orders/:orderNumber/emails" });
  const parsed = resendEmailFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Please check the form." }, { status: 400 });
  }
  const result = await resendShopperEmail({
    orderNumber: params.orderNumber,
    kind: parsed.data.email,
    actor: { userId: member.userId, email: member.email },
  });
  if (!result.ok) return data({ error: result.reason }, { status: STATUS[result.code] });
  const page = `/admin/orders/${encodeURIComponent(params.orderNumber)}`;
  return redirect(`${page}?${new URLSearchParams({ [RESEND_NOTICE_PARAM]: result.message })}`, 303);
}
