import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { adjustStock } from "~/.server/stock/adjust-stock";
import { setLowStockThreshold } from "~/.server/stock/low-stock";
import { getStockLedger } from "~/.server/stock/stock-ledger";
import { StockLedgerPage } from "~/components/admin/stock-ledger-page";
import { fieldErrors } from "~/lib/forms";
import { pageTitle } from "~/lib/site";
import type { StockActionData } from "~/lib/stock-ledger";
import { lowStockThresholdSchema, stockAdjustmentSchema, stockIntentSchema } from "~/lib/stock-ledger.schema";
import { UUID_PATTERN } from "~/lib/uuid";
import type { Route } from "./+types/stock-product";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.product.title ?? "Product";
  return [{ title: pageTitle(`${title} · Stock · Back office`) }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/stock/:productId" });
  const ledger = await getStockLedger({ productId: params.productId });
  if (!ledger) throw data("This product was not found.", { status: 404 });
  return { product: ledger.product, movements: ledger.movements };
}

type Actor = { userId: string; email: string };

/** Corrects the count by hand, with its reason: a ledger row and an audit row in the stock's transaction. */
async function adjust(form: Record<string, FormDataEntryValue>, productId: string, actor: Actor) {
  const parsed = stockAdjustmentSchema.safeParse(form);
  if (!parsed.success) {
    return data<StockActionData>({ intent: "adjust", fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const { variant, change, note } = parsed.data;
  const result = await adjustStock({ productId, variantId: variant, change, note, actor });
  if (!result.ok) {
    const status = result.code === "not_found" ? 404 : 409;
    return data<StockActionData>({ intent: "adjust", error: result.reason }, { status });
  }
  const moved = change > 0 ? `${change} added` : `${-change} taken away`;
  return data<StockActionData>({ intent: "adjust", done: `${result.title}: ${moved}, ${result.stock} in stock now.` });
}

/** Sets the level at or under which the product, or one flavour, is on the daily low-stock e-mail (175, 183). */
async function setAlertLevel(form: Record<string, FormDataEntryValue>, productId: string, actor: Actor) {
  const parsed = lowStockThresholdSchema.safeParse(form);
  if (!parsed.success) {
    return data<StockActionData>({ intent: "threshold", fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const { variant, threshold } = parsed.data;
  const result = await setLowStockThreshold({ productId, variantId: variant, threshold, actor });
  if (!result.ok) return data<StockActionData>({ intent: "threshold", error: result.reason }, { status: 404 });
  const done =
    threshold === null
      ? `${result.title} follows the product's alert level again.`
      : `${result.title} is on the low-stock e-mail at ${threshold} ${threshold === 1 ? "unit" : "units"} or fewer.`;
  return data<StockActionData>({ intent: "threshold", done });
}

/** The page's two forms: a correction of the count, or the alert level. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/stock/:productId" });
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const intent = stockIntentSchema.safeParse(form.intent ?? "adjust");
  if (!intent.success) return data<StockActionData>({ error: intent.error.issues[0]?.message }, { status: 400 });
  if (!UUID_PATTERN.test(params.productId)) {
    return data<StockActionData>({ intent: intent.data, error: "This product was not found." }, { status: 404 });
  }
  const actor = { userId: member.userId, email: member.email };
  return intent.data === "adjust"
    ? adjust(form, params.productId, actor)
    : setAlertLevel(form, params.productId, actor);
}

export default function AdminStockProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <StockLedgerPage {...loaderData} result={actionData} />;
}
