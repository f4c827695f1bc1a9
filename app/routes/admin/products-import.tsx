import { data, redirect } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { startProductImport } from "~/.server/catalog-editor/product-imports";
import { ProductsImportPage } from "~/components/admin/products-import-page";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/products-import";

type ImportActionData = { error?: string };

export function meta() {
  return [{ title: pageTitle("Import products · Back office") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/products/import" });
  return null;
}

/**
 * Checks an uploaded CSV file as a whole and queues it; its page follows the import line by
 * line to the report. A file refused whole is answered here.
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, page: "/admin/products/import" });
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return data<ImportActionData>({ error: "Choose a CSV file to import." }, { status: 400 });
  }
  const started = await startProductImport({
    text: await file.text(),
    actor: { userId: member.userId, email: member.email },
  });
  if (!started.ok) return data<ImportActionData>({ error: started.reason }, { status: 400 });
  return redirect(`/admin/products/import/${started.importId}`);
}

export default function AdminProductsImport({ actionData }: Route.ComponentProps) {
  return <ProductsImportPage error={actionData?.error} />;
}
