import { listAuditEntries } from "~/.server/admin/audit";
import { requireStaff } from "~/.server/admin/require-staff";
import { AuditTable } from "~/components/admin/audit-table";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/audit";
import { readPageQuery } from "./page-query.server";

export function meta() {
  return [{ title: pageTitle("Audit log · Back office") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, role: "staff" });
  return { entries: await listAuditEntries({ page: readPageQuery(request) }) };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditTable entries={loaderData.entries} />;
}
