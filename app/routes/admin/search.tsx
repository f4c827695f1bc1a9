import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { findOrderNumber, searchBackOffice } from "~/.server/admin/search-back-office";
import { AdminSearchPage } from "~/components/admin/admin-search-page";
import { adminSearchQuerySchema } from "~/lib/admin-search.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/search";

export function meta() {
  return [{ title: pageTitle("Search · Back office") }, { name: "robots", content: "noindex" }];
}

/**
 * The header's search box (docs/back-office.md#searching-the-back-office): an exact order number opens that
 * order; anything else lists the orders, products and customers it finds.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireStaff({ request, page: "/admin/search" });
  const params = new URL(request.url).searchParams;
  const query = adminSearchQuerySchema.safeParse({ q: params.get("q") ?? undefined });
  if (!query.success) throw data(query.error.issues[0]?.message ?? "That search cannot be done.", { status: 400 });
  const { q } = query.data;
  const orderNumber = await findOrderNumber({ q });
  if (orderNumber) throw redirect(`/admin/orders/${encodeURIComponent(orderNumber)}`);
  return { results: await searchBackOffice({ q }), isOwner: member.role === "owner" };
}

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  return <AdminSearchPage results={loaderData.results} isOwner={loaderData.isOwner} />;
}
