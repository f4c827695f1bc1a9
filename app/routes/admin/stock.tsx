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

/** Every product's count, fewest first (decision 172); staff keep the shelves, so they see it too. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, role: "staff" });
  const query = stockListQuerySchema.safeParse({ q: new URL(request.url).searchParams.get("q") ?? undefined });
  if (!query.success) throw data(query.error.issues[0]?.message ?? "That search cannot be done.", { status: 400 });
  const { q } = query.data;
  return { q, levels: await listStockLevels({ q: q || undefined, page: readPageQuery(request) }) };
}

export default function AdminStock({ loaderData }: Route.ComponentProps) {
  return <StockPage {...loaderData} />;
}
