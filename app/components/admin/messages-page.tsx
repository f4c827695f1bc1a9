import { Link } from "react-router";
import type { Paged } from "~/lib/admin";
import {
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactMessageSummary,
  type ContactStatus,
  type ContactStatusCounts,
} from "~/lib/contact-inbox";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminPageHeading, AdminTable } from "./admin-table";
import { ContactStatusBadge } from "./contact-status";
import { EmptyListPage, Pagination } from "./pagination";
import { StatusTabs } from "./status-tabs";

type Props = { status: ContactStatus | "all"; messages: Paged<ContactMessageSummary>; counts: ContactStatusCounts };

const EMPTY: Record<ContactStatus | "all", string> = {
  new: "No new messages. Everything has been answered.",
  answered: "No answered messages are waiting to be closed.",
  closed: "No closed messages yet.",
  all: "Nobody has written yet.",
};

/** The contact-form inbox: one list per state, newest first. */
export function MessagesPage({ status, messages, counts }: Props) {
  const query = status === "new" ? "" : `status=${status}`;
  return (
    <>
      <AdminPageHeading title="Messages">
        What customers wrote with the contact form. Answers go out by e-mail.
      </AdminPageHeading>
      <StatusTabs
        label="Messages by state"
        path="/admin/messages"
        current={status}
        tabs={CONTACT_STATUSES.map((each) => ({
          value: each,
          label: CONTACT_STATUS_LABELS[each],
          count: counts[each],
        }))}
      />
      {messages.items.length === 0 ? (
        <EmptyListPage page={messages.page} pageCount={messages.pageCount} query={query} empty={EMPTY[status]} />
      ) : (
        <AdminTable label="Messages" head={["Received", "From", "Subject", "State", "Answers"]}>
          {messages.items.map((message) => (
            <tr key={message.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={message.createdAt.toISOString()}>{formatStoreDateTime(message.createdAt)}</time>
              </td>
              <td className="px-3 py-2">
                <span className="font-semibold">{message.name}</span>
                <span className="block break-all text-muted-foreground">{message.email}</span>
              </td>
              <td className="min-w-48 px-3 py-2">
                <Link to={`/admin/messages/${message.id}`} className="font-semibold underline underline-offset-2">
                  {message.subject}
                </Link>
              </td>
              <td className="px-3 py-2">
                <ContactStatusBadge status={message.status} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{message.replyCount}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={messages.page} pageCount={messages.pageCount} query={query} />
    </>
  );
}
