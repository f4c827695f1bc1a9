import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { listStockLevels } from "~/.server/stock/stock-ledger";
import { StockPage } from "~/components/admin/stock-page";
import { pageTitle } from "~/lib/site";
import { stockListQuerySchema } from "~/lib/stock-ledger.schema";
import type { Route } from "./+types/stock";
import { readPageQuery } from "./page-query.server";

export function meta() {
  return [{ title: pageTitle("Stock · Back office") }, { name: "robots", content: "noindex" }];
}

/** Every product's count, fewest first; staff keep the shelves, so they see it too. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/stock" });
  const { searchParams } = new URL(request.url);
  const query = stockListQuerySchema.safeParse({
    q: searchParams.get("q") ?? undefined,
    low: searchParams.get("low") ?? undefined,
  });
  if (!query.success) throw data(query.error.issues[0]?.message ?? "That search cannot be done.", { status: 400 });
  const { q, low } = query.data;
  return { q, low, levels: await listStockLevels({ q: q || undefined, low, page: readPageQuery(request) }) };
}

export default function AdminStock({ loaderData }: Route.ComponentProps) {
  return <StockPage {...loaderData} />;
}
