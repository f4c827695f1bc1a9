import { redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import type { Route } from "./+types/index";

/** /admin opens on the dashboard for owners, on the order list for staff (who do not see the money figures). */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireStaff({ request, page: "/admin" });
  throw redirect(member.role === "owner" ? "/admin/dashboard" : "/admin/orders");
}
