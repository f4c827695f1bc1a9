import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { countContactMessages, listContactMessages } from "~/.server/contact/contact-inbox";
import { MessagesPage } from "~/components/admin/messages-page";
import { contactInboxQuerySchema } from "~/lib/contact-inbox.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/messages";
import { readPageQuery } from "./page-query.server";

export function meta() {
  return [{ title: pageTitle("Messages · Back office") }, { name: "robots", content: "noindex" }];
}

/** The contact-form inbox: new messages first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/messages" });
  const query = contactInboxQuerySchema.safeParse({
    status: new URL(request.url).searchParams.get("status") ?? undefined,
  });
  if (!query.success) throw data(query.error.issues[0]?.message ?? "There is no such list.", { status: 400 });
  const { status } = query.data;
  const [messages, counts] = await Promise.all([
    listContactMessages({ status, page: readPageQuery(request) }),
    countContactMessages(),
  ]);
  return { status, messages, counts };
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return <MessagesPage {...loaderData} />;
}
