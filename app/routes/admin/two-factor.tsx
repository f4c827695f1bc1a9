import { redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { TwoFactorRequired } from "~/components/admin/two-factor-required";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/two-factor";

export function meta() {
  return [{ title: pageTitle("Two-factor authentication · Back office") }, { name: "robots", content: "noindex" }];
}

/** Where the back office sends a member whose session has no second factor yet. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireStaff({ request, page: "/admin/two-factor", allowWithoutTwoFactor: true });
  if (member.secondFactor === "verified") throw redirect("/admin");
  return { secondFactor: member.secondFactor, role: member.role };
}

export default function AdminTwoFactor({ loaderData }: Route.ComponentProps) {
  return <TwoFactorRequired secondFactor={loaderData.secondFactor} role={loaderData.role} />;
}
