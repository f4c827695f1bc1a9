import { redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import type { Route } from "./+types/index";

/** /admin opens on the order list. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, role: "staff" });
  throw redirect("/admin/orders");
}
