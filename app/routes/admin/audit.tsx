import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { listAuditEntries, listAuditMembers } from "~/.server/audit/audit-log";
import { AuditTable } from "~/components/admin/audit-table";
import { auditFiltersSchema } from "~/lib/audit.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/audit";
import { readPageQuery } from "./page-query.server";

export function meta() {
  return [{ title: pageTitle("Audit log · Back office") }, { name: "robots", content: "noindex" }];
}

/** The log, filtered by member, action and days from the query; a bad filter is a 400 with its reason. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/audit" });
  const parsed = auditFiltersSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "Please check the address.", { status: 400 });
  const filters = parsed.data;
  const [entries, members] = await Promise.all([
    listAuditEntries({ page: readPageQuery(request), filters }),
    listAuditMembers(),
  ]);
  return { entries, filters, members };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditTable {...loaderData} />;
}
