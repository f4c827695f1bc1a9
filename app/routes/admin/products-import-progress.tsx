import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { getProductImport } from "~/.server/catalog-editor/product-imports";
import { ProductsImportProgressPage } from "~/components/admin/products-import-progress-page";
import { pageTitle } from "~/lib/site";
import { UUID_PATTERN } from "~/lib/uuid";
import type { Route } from "./+types/products-import-progress";

export function meta() {
  return [{ title: pageTitle("Importing products · Back office") }, { name: "robots", content: "noindex" }];
}

/** One import: how far it has got, then its report. The page asks again while it runs. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/products/import/:importId" });
  const job = UUID_PATTERN.test(params.importId) ? await getProductImport({ importId: params.importId }) : null;
  if (!job) throw data("This import was not found.", { status: 404 });
  return { job };
}

export default function AdminProductsImportProgress({ loaderData }: Route.ComponentProps) {
  return <ProductsImportProgressPage job={loaderData.job} />;
}
