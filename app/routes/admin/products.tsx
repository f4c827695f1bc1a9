import { data } from "react-router";
import { requireStaff } from "~/.server/admin/require-staff";
import { listProductsForAdmin } from "~/.server/catalog-editor/admin-products";
import { ProductsPage } from "~/components/admin/products-page";
import { productListQuerySchema } from "~/lib/product-editor.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/products";
import { readPageQuery } from "./page-query.server";

export function meta() {
  return [{ title: pageTitle("Products · Back office") }, { name: "robots", content: "noindex" }];
}

/** The catalogue, owners only: prices are theirs to set. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff({ request, page: "/admin/products" });
  const params = new URL(request.url).searchParams;
  const query = productListQuerySchema.safeParse({
    q: params.get("q") ?? undefined,
    state: params.get("state") ?? undefined,
  });
  if (!query.success) throw data(query.error.issues[0]?.message ?? "That search cannot be done.", { status: 400 });
  const { q, state } = query.data;
  return {
    q,
    state,
    products: await listProductsForAdmin({ q: q || undefined, state, page: readPageQuery(request) }),
  };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsPage {...loaderData} />;
}
