import { Form } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { STAFF_ROLE_LABELS, type StaffActionData, type TeamMember } from "~/lib/admin";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminPageHeading, AdminTable } from "./admin-table";

type Props = {
  staff: TeamMember[];
  invitations: { id: string; email: string; expiresAt: Date }[];
  currentUserId: string;
  result: StaffActionData | undefined;
};

/**
 * The owners' page: invite staff by e-mail, see who is on the team and who was invited, remove staff, withdraw
 * an invitation.
 */
export function StaffPage({ staff, invitations, currentUserId, result }: Props) {
  return (
    <>
      <AdminPageHeading title="Staff">
        Who can use the back office. Staff must turn on two-factor authentication.
      </AdminPageHeading>
      {result?.error && <FormAlert>{result.error}</FormAlert>}
      {result?.done && <FormAlert tone="success">{result.done}</FormAlert>}

      <section aria-labelledby="invite-heading" className="mt-6 rounded-lg border p-4">
        <h2 id="invite-heading" className="text-lg font-semibold">
          Invite staff
        </h2>
        <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="invite" />
          <FormField label="Email address" name="email" type="email" required autoComplete="off" className="flex-1" />
          <Button type="submit" variant="ink" className="h-11">
            Send invitation
          </Button>
        </Form>
      </section>

      <h2 className="mt-8 mb-3 text-lg font-semibold">Team</h2>
      <AdminTable label="Team" head={["Email", "Role", "Since", ""]}>
        {staff.map((member) => (
          <tr key={member.userId}>
            <td className="px-3 py-2 break-all">{member.email}</td>
            <td className="px-3 py-2">{STAFF_ROLE_LABELS[member.role]}</td>
            <td className="whitespace-nowrap px-3 py-2">{formatStoreDateTime(member.since)}</td>
            <td className="px-3 py-2 text-right">
              {member.role === "staff" && member.userId !== currentUserId && (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="userId" value={member.userId} />
                  <Button type="submit" variant="outline" size="sm">
                    Remove<span className="sr-only"> {member.email}</span>
                  </Button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>

      <h2 className="mt-8 mb-3 text-lg font-semibold">Pending invitations</h2>
      {invitations.length === 0 ? (
        <p className="text-muted-foreground">No pending invitations.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="break-all">{invitation.email}</span>
              <span className="flex items-center gap-3">
                <span className="text-muted-foreground">Expires {formatStoreDateTime(invitation.expiresAt)}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button type="submit" variant="outline" size="sm">
                    Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
                  </Button>
                </Form>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
