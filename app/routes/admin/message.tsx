import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { answerContactMessage, setContactMessageStatus } from "~/.server/contact/answer-contact-message";
import { getContactThread } from "~/.server/contact/contact-inbox";
import { getEnv } from "~/.server/env";
import { MessagePage } from "~/components/admin/message-page";
import { fieldErrors } from "~/lib/auth.schema";
import type { ContactThreadActionData } from "~/lib/contact-inbox";
import { contactThreadFormSchema } from "~/lib/contact-inbox.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/message";

export function meta({ loaderData }: Route.MetaArgs) {
  const subject = loaderData?.thread.subject ?? "Message";
  return [{ title: pageTitle(`${subject} · Messages · Back office`) }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff({ request, role: "staff" });
  const thread = await getContactThread({ id: params.messageId });
  if (!thread) throw data("This message was not found.", { status: 404 });
  return { thread };
}

/** Answer the customer (e-mailed through the outbox), close the message, or open it again. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, role: "staff" });
  const parsed = contactThreadFormSchema.safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  if (!parsed.success) {
    return data<ContactThreadActionData>({ fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const form = parsed.data;
  const actor = { userId: member.userId, email: member.email };
  const thread = await getContactThread({ id: params.messageId });
  if (!thread) return data<ContactThreadActionData>({ error: "This message was not found." }, { status: 404 });
  const change =
    form.intent === "answer"
      ? await answerContactMessage({ id: thread.id, body: form.body, actor, storeEmail: getEnv().STORE_EMAIL })
      : await setContactMessageStatus({ id: thread.id, status: form.intent === "close" ? "closed" : "new", actor });
  if (!change.ok) return data<ContactThreadActionData>({ error: change.reason }, { status: 404 });
  const done = {
    answer: `Your answer was sent to ${thread.email}.`,
    close: "The message is closed.",
    reopen: "The message is open again.",
  }[form.intent];
  return data<ContactThreadActionData>({ done });
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <MessagePage thread={loaderData.thread} result={actionData} />;
}
