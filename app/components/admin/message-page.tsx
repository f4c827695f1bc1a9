import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { FormField } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { CONTACT_REPLY_MAX, type ContactThread, type ContactThreadActionData } from "~/lib/contact-inbox";
import { formatStoreDateTime } from "~/lib/store-time";
import { AdminPageHeading } from "./admin-table";
import { ContactStatusBadge } from "./contact-status";

type Props = { thread: ContactThread; result: ContactThreadActionData | undefined };

/** One message and the shop's answers, oldest first, with the form that answers it and the close button. */
export function MessagePage({ thread, result }: Props) {
  const busy = useNavigation().state === "submitting";
  const { body: bodyError, ...otherErrors } = result?.fieldErrors ?? {};
  const error = result?.error ?? Object.values(otherErrors)[0];
  return (
    <>
      <Link to="/admin/messages" className="text-sm font-semibold underline underline-offset-2">
        All messages
      </Link>
      <div className="mt-3">
        <AdminPageHeading title={thread.subject}>
          From {thread.name} ({thread.email})
        </AdminPageHeading>
      </div>
      <p className="-mt-2 mb-4 flex flex-wrap items-center gap-3 text-sm">
        <ContactStatusBadge status={thread.status} />
        <span>
          Received <time dateTime={thread.createdAt.toISOString()}>{formatStoreDateTime(thread.createdAt)}</time>
        </span>
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      {result?.done && <FormAlert tone="success">{result.done}</FormAlert>}

      <ol aria-label="Conversation" className="mt-4 grid gap-3">
        <li className="rounded-lg border p-4">
          <p className="text-sm font-semibold">{thread.name} wrote</p>
          <p className="mt-2 whitespace-pre-wrap break-words">{thread.message}</p>
        </li>
        {thread.replies.map((reply) => (
          <li key={reply.id} className="rounded-lg border border-ink/20 bg-muted/40 p-4">
            <p className="text-sm font-semibold">
              {reply.staffEmail} answered{" "}
              <time dateTime={reply.createdAt.toISOString()} className="font-normal text-muted-foreground">
                {formatStoreDateTime(reply.createdAt)}
              </time>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words">{reply.body}</p>
          </li>
        ))}
      </ol>

      <section aria-labelledby="answer-heading" className="mt-6 rounded-lg border p-4">
        <h2 id="answer-heading" className="text-lg font-semibold">
          Answer {thread.name}
        </h2>
        <Form method="post" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="answer" />
          <FormField
            multiline
            label="Your answer"
            name="body"
            required
            maxLength={CONTACT_REPLY_MAX}
            error={bodyError}
            hint={`Sent by e-mail to ${thread.email}; their reply comes to the store's address.`}
          />
          <div>
            <Button type="submit" variant="ink" disabled={busy}>
              Send answer
            </Button>
          </div>
        </Form>
      </section>

      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value={thread.status === "closed" ? "reopen" : "close"} />
        <Button type="submit" variant="outline" disabled={busy}>
          {thread.status === "closed" ? "Open again" : "Close message"}
        </Button>
      </Form>
    </>
  );
}
