import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { getTaxRates, removeStateTaxRate, setSanAngeloTaxRate, setStateTaxRate } from "~/.server/tax/tax-rates";
import { TaxPage } from "~/components/admin/tax-page";
import { fieldErrors } from "~/lib/forms";
import { pageTitle } from "~/lib/site";
import { formatRatePercent, type TaxActionData } from "~/lib/tax";
import { taxFormSchema } from "~/lib/tax.schema";
import { US_STATES } from "~/lib/us-states";
import type { Route } from "./+types/tax";

export function meta() {
  return [{ title: pageTitle("Tax · Back office") }, { name: "robots", content: "noindex" }];
}

/** Sales-tax rates, owners only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/tax" });
  return { rates: await getTaxRates() };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/tax" });
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const parsed = taxFormSchema.safeParse(form);
  if (!parsed.success) {
    const intent = typeof form.intent === "string" ? form.intent : "";
    return data<TaxActionData>({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const actor = { userId: member.userId, email: member.email };
  const change = parsed.data;
  if (change.intent === "set-state") {
    const saved = await setStateTaxRate({
      actor,
      state: change.state,
      ratePpm: change.rate,
      shippingTaxable: change.shippingTaxable,
    });
    if (!saved.ok)
      return data<TaxActionData>({ intent: change.intent, fieldErrors: { rate: saved.reason } }, { status: 400 });
    const done = `${US_STATES[change.state]}: ${formatRatePercent(change.rate)}% saved.`;
    return data<TaxActionData>({ intent: change.intent, done });
  }
  if (change.intent === "remove-state") {
    const name = US_STATES[change.state];
    if (!(await removeStateTaxRate({ actor, state: change.state }))) {
      const fieldErrors = { state: `${name} has no rate to remove.` };
      return data<TaxActionData>({ intent: change.intent, fieldErrors }, { status: 404 });
    }
    return data<TaxActionData>({ intent: change.intent, done: `${name} no longer collects tax.` });
  }
  const saved = await setSanAngeloTaxRate({ actor, ratePpm: change.rate });
  if (!saved.ok)
    return data<TaxActionData>({ intent: change.intent, fieldErrors: { rate: saved.reason } }, { status: 400 });
  return data<TaxActionData>({
    intent: change.intent,
    done: `San Angelo local rate: ${formatRatePercent(change.rate)}% saved.`,
  });
}

export default function AdminTax({ loaderData, actionData }: Route.ComponentProps) {
  return <TaxPage rates={loaderData.rates} result={actionData} />;
}
