import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { listTaxonomyChoices } from "~/.server/catalog-editor/admin-products";
import { createProduct } from "~/.server/catalog-editor/save-product";
import { NewProductPage } from "~/components/admin/new-product-page";
import { fieldErrors } from "~/lib/forms";
import type { ProductEditorActionData } from "~/lib/product-editor";
import { newProductFormSchema } from "~/lib/product-editor.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/product-new";

export function meta() {
  return [{ title: pageTitle("Add a product · Back office") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/products/new" });
  return { choices: await listTaxonomyChoices() };
}

/** Adds the product and opens it in the editor, where its photos are uploaded. */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/products/new" });
  const parsed = newProductFormSchema.safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  if (!parsed.success) {
    return data<ProductEditorActionData>({ fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const saved = await createProduct({ draft: parsed.data, actor: { userId: member.userId, email: member.email } });
  if (!saved.ok) return data<ProductEditorActionData>({ fieldErrors: saved.fieldErrors }, { status: 409 });
  return redirect(`/admin/products/${saved.id}?created`);
}

export default function AdminNewProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <NewProductPage choices={loaderData.choices} result={actionData} />;
}
