import { data } from "react-router";
import { findBrandPage } from "~/lib/catalog";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/brands.$slug";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: pageTitle(data?.brand.name) }];
}

export function loader({ params }: Route.LoaderArgs) {
  const brand = findBrandPage(params.slug);
  if (!brand) throw data("Brand not found", { status: 404 });
  return { brand };
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">{loaderData.brand.name}</h1>
      <p className="mt-2 text-muted-foreground">{loaderData.brand.tagline}</p>
    </div>
  );
}
