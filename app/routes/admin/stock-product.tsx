import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { adjustStock } from "~/.server/stock/adjust-stock";
import { getStockLedger } from "~/.server/stock/stock-ledger";
import { StockLedgerPage } from "~/components/admin/stock-ledger-page";
import { fieldErrors } from "~/lib/auth.schema";
import { pageTitle } from "~/lib/site";
import type { StockActionData } from "~/lib/stock-ledger";
import { stockAdjustmentSchema } from "~/lib/stock-ledger.schema";
import { UUID_PATTERN } from "~/lib/uuid";
import type { Route } from "./+types/stock-product";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.product.title ?? "Product";
  return [{ title: pageTitle(`${title} · Stock · Back office`) }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff({ request, role: "staff" });
  const ledger = await getStockLedger({ productId: params.productId });
  if (!ledger) throw data("This product was not found.", { status: 404 });
  return { product: ledger.product, movements: ledger.movements };
}

/** Corrects the count by hand, with its reason: a ledger row and an audit row in the stock's transaction. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, role: "staff" });
  const parsed = stockAdjustmentSchema.safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  if (!parsed.success) return data<StockActionData>({ fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  if (!UUID_PATTERN.test(params.productId)) {
    return data<StockActionData>({ error: "This product was not found." }, { status: 404 });
  }
  const { change, note } = parsed.data;
  const result = await adjustStock({
    productId: params.productId,
    change,
    note,
    actor: { userId: member.userId, email: member.email },
  });
  if (!result.ok) {
    return data<StockActionData>({ error: result.reason }, { status: result.code === "not_found" ? 404 : 409 });
  }
  const moved = change > 0 ? `${change} added` : `${-change} taken away`;
  return data<StockActionData>({ done: `${result.title}: ${moved}, ${result.stock} in stock now.` });
}

export default function AdminStockProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <StockLedgerPage {...loaderData} result={actionData} />;
}
