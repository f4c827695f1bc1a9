import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import type { AuditActor } from "~/.server/audit/audit-log";
import { getEditableProduct, listTaxonomyChoices } from "~/.server/catalog-editor/admin-products";
import { duplicateProduct, setProductArchived } from "~/.server/catalog-editor/archive-product";
import { listFlavorPrices, setFlavorPrices } from "~/.server/catalog-editor/flavor-prices";
import { updateProduct } from "~/.server/catalog-editor/save-product";
import { ProductEditorPage } from "~/components/admin/product-editor-page";
import { readFlavorPrices } from "~/lib/flavor-prices.schema";
import { fieldErrors } from "~/lib/forms";
import type { ProductEditorActionData } from "~/lib/product-editor";
import { productFormSchema, productIntentSchema } from "~/lib/product-editor.schema";
import { pageTitle } from "~/lib/site";
import { UUID_PATTERN } from "~/lib/uuid";
import type { Route } from "./+types/product";

const NOT_FOUND = "This product was not found.";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.product.title ?? "Product";
  return [{ title: pageTitle(`${title} · Products · Back office`) }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/products/:productId" });
  const [product, choices, flavorPrices] = await Promise.all([
    getEditableProduct({ productId: params.productId }),
    listTaxonomyChoices(),
    UUID_PATTERN.test(params.productId) ? listFlavorPrices({ productId: params.productId }) : null,
  ]);
  if (!product) throw data(NOT_FOUND, { status: 404 });
  return { product, choices, flavorPrices, created: new URL(request.url).searchParams.has("created") };
}

async function save(form: Record<string, FormDataEntryValue>, productId: string, actor: AuditActor) {
  const parsed = productFormSchema.safeParse(form);
  if (!parsed.success) {
    return data<ProductEditorActionData>({ intent: "save", fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const saved = await updateProduct({ productId, draft: parsed.data, actor });
  if (!saved.ok) {
    return "notFound" in saved
      ? data<ProductEditorActionData>({ intent: "save", error: NOT_FOUND }, { status: 404 })
      : data<ProductEditorActionData>({ intent: "save", fieldErrors: saved.fieldErrors }, { status: 409 });
  }
  return data<ProductEditorActionData>({ intent: "save", done: `${parsed.data.title} is saved.` });
}

async function saveFlavorPrices(form: Record<string, FormDataEntryValue>, productId: string, actor: AuditActor) {
  const list = await listFlavorPrices({ productId });
  if (!list) return data<ProductEditorActionData>({ intent: "flavor-prices", error: NOT_FOUND }, { status: 404 });
  const read = readFlavorPrices(form, list);
  if (!read.ok) {
    return data<ProductEditorActionData>({ intent: "flavor-prices", fieldErrors: read.fieldErrors }, { status: 400 });
  }
  const saved = await setFlavorPrices({ productId, prices: read.prices, actor });
  if (!saved.ok) return data<ProductEditorActionData>({ intent: "flavor-prices", error: NOT_FOUND }, { status: 404 });
  return data<ProductEditorActionData>({
    intent: "flavor-prices",
    done: `The flavor prices of ${saved.title} are saved.`,
  });
}

/** Saves the form or the flavours' prices, archives, puts back or duplicates the product: one action switching on the button pressed. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/products/:productId" });
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const intent = productIntentSchema.safeParse(form.intent);
  if (!intent.success) {
    return data<ProductEditorActionData>({ error: intent.error.issues[0]?.message }, { status: 400 });
  }
  if (!UUID_PATTERN.test(params.productId)) {
    return data<ProductEditorActionData>({ error: NOT_FOUND }, { status: 404 });
  }
  const { productId } = params;
  const actor = { userId: member.userId, email: member.email };
  switch (intent.data) {
    case "save":
      return save(form, productId, actor);
    case "flavor-prices":
      return saveFlavorPrices(form, productId, actor);
    case "duplicate": {
      const copy = await duplicateProduct({ productId, actor });
      if (!copy.ok) return data<ProductEditorActionData>({ error: NOT_FOUND }, { status: 404 });
      return redirect(`/admin/products/${copy.id}?created`);
    }
    case "archive":
    case "restore": {
      const result = await setProductArchived({ productId, archived: intent.data === "archive", actor });
      if (!result.ok) return data<ProductEditorActionData>({ error: result.reason }, { status: 404 });
      return data<ProductEditorActionData>({
        intent: intent.data,
        done: result.archived
          ? `${result.title} is archived: it has left the store.`
          : `${result.title} is back in the store.`,
      });
    }
  }
}

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductEditorPage {...loaderData} result={actionData} />;
}
