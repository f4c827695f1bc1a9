import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { importProductsCsv } from "~/.server/catalog/import-products-csv";
import { ProductsImportPage } from "~/components/admin/products-import-page";
import type { ProductImportReport } from "~/lib/products-csv";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/products-import";

type ImportActionData = { error?: string; report?: ProductImportReport };

export function meta() {
  return [{ title: pageTitle("Import products · Back office") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, role: "owner" });
  return null;
}

/** Adds and changes products from an uploaded CSV file, and reports each refused line (decision 176). */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireStaff({ request, role: "owner" });
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return data<ImportActionData>({ error: "Choose a CSV file to import." }, { status: 400 });
  }
  const result = await importProductsCsv({
    text: await file.text(),
    actor: { userId: member.userId, email: member.email },
  });
  if (!result.ok) return data<ImportActionData>({ error: result.reason }, { status: 400 });
  return data<ImportActionData>({ report: result.report });
}

export default function AdminProductsImport({ actionData }: Route.ComponentProps) {
  return <ProductsImportPage result={actionData} />;
}
