import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { answerContactMessage, setContactMessageStatus } from "~/.server/contact/answer-contact-message";
import { getContactThread } from "~/.server/contact/contact-inbox";
import { MessagePage } from "~/components/admin/message-page";
import type { ContactThreadActionData } from "~/lib/contact-inbox";
import { contactThreadFormSchema } from "~/lib/contact-inbox.schema";
import { fieldErrors } from "~/lib/forms";
import { pageTitle } from "~/lib/site";
import { UUID_PATTERN } from "~/lib/uuid";
import type { Route } from "./+types/message";

export function meta({ loaderData }: Route.MetaArgs) {
  const subject = loaderData?.thread.subject ?? "Message";
  return [{ title: pageTitle(`${subject} · Messages · Back office`) }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/messages/:messageId" });
  const thread = await getContactThread({ id: params.messageId });
  if (!thread) throw data("This message was not found.", { status: 404 });
  return { thread };
}

/** Answer the customer (e-mailed through the outbox), close the message, or open it again. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/messages/:messageId" });
  const parsed = contactThreadFormSchema.safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  if (!parsed.success) {
    return data<ContactThreadActionData>({ fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const form = parsed.data;
  const actor = { userId: member.userId, email: member.email };
  const id = params.messageId;
  if (!UUID_PATTERN.test(id)) {
    return data<ContactThreadActionData>({ error: "This message was not found." }, { status: 404 });
  }
  if (form.intent === "answer") {
    const answered = await answerContactMessage({ id, body: form.body, actor });
    if (!answered.ok) return data<ContactThreadActionData>({ error: answered.reason }, { status: 404 });
    return data<ContactThreadActionData>({ done: `Your answer was sent to ${answered.to}.` });
  }
  const change = await setContactMessageStatus({ id, status: form.intent === "close" ? "closed" : "new", actor });
  if (!change.ok) return data<ContactThreadActionData>({ error: change.reason }, { status: 404 });
  return data<ContactThreadActionData>({
    done: form.intent === "close" ? "The message is closed." : "The message is open again.",
  });
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <MessagePage thread={loaderData.thread} result={actionData} />;
}
