import { data } from "react-router";
import { inviteStaff, listPendingInvitations, withdrawInvitation } from "~/.server/admin/invitations";
import { requireStaff } from "~/.server/admin/require-staff";
import { listStaff, removeStaff } from "~/.server/admin/staff";
import { siteOrigin } from "~/.server/auth/request";
import { getEnv } from "~/.server/env";
import { StaffPage } from "~/components/admin/staff-page";
import type { StaffActionData } from "~/lib/admin";
import { staffFormSchema } from "~/lib/admin.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/staff";

export function meta() {
  return [{ title: pageTitle("Staff · Back office") }, { name: "robots", content: "noindex" }];
}

/** The team, owners only: who has a role, and who was invited. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireStaff({ request, page: "/admin/staff" });
  const [staff, invitations] = await Promise.all([listStaff(), listPendingInvitations()]);
  return { member, staff, invitations };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/staff" });
  const form = Object.fromEntries(await request.formData());
  const parsed = staffFormSchema.safeParse(form);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Please check the form.";
    return data<StaffActionData>({ intent: String(form.intent ?? ""), error }, { status: 400 });
  }
  const actor = { userId: member.userId, email: member.email };
  if (parsed.data.intent === "invite") {
    const origin = siteOrigin({ publicUrl: getEnv().PUBLIC_URL, request });
    const result = await inviteStaff({ actor, email: parsed.data.email, origin });
    if (!result.ok) return data<StaffActionData>({ intent: "invite", error: result.reason }, { status: 409 });
    return data<StaffActionData>({ intent: "invite", done: `Invitation sent to ${parsed.data.email.toLowerCase()}.` });
  }
  if (parsed.data.intent === "withdraw") {
    const result = await withdrawInvitation({ actor, invitationId: parsed.data.invitationId });
    if (!result.ok) return data<StaffActionData>({ intent: "withdraw", error: result.reason }, { status: 404 });
    return data<StaffActionData>({ intent: "withdraw", done: `Invitation to ${result.email} withdrawn.` });
  }
  const result = await removeStaff({ actor, userId: parsed.data.userId });
  if (!result.ok) return data<StaffActionData>({ intent: "remove", error: result.reason }, { status: 404 });
  return data<StaffActionData>({ intent: "remove", done: "Staff member removed." });
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage
      staff={loaderData.staff}
      invitations={loaderData.invitations}
      currentUserId={loaderData.member.userId}
      result={actionData}
    />
  );
}
