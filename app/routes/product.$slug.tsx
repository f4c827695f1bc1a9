import { data } from "react-router";
import { getProductBySlug } from "~/.server/catalog/products";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/product.$slug";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: pageTitle(data?.product.title ?? "Product not found") }];
}

export async function loader({ params }: Route.LoaderArgs) {
  const product = await getProductBySlug({ slug: params.slug });
  if (!product) throw data("Product not found", { status: 404 });
  return { product };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">{loaderData.product.title}</h1>
    </div>
  );
}
