import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { addOrderNote } from "~/.server/orders/back-office/order-notes";
import { orderNoteFormSchema } from "~/lib/order-notes.schema";
import type { Route } from "./+types/order-notes";

/**
 * Adds a staff member's internal note to an order (docs/back-office.md#an-order): back to the order page,
 * which lists it, or 400/404 with the reason.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/orders/:orderNumber/notes" });
  const parsed = orderNoteFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Please check the note." }, { status: 400 });
  }
  const result = await addOrderNote({
    orderNumber: params.orderNumber,
    body: parsed.data.body,
    actor: { userId: member.userId, email: member.email },
  });
  if (!result.ok) return data({ error: result.reason }, { status: 404 });
  return redirect(`/admin/orders/${encodeURIComponent(params.orderNumber)}`, 303);
}
