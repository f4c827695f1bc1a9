import { isCatalogEmpty, listBestSellers, listFeaturedProducts } from "~/.server/catalog/home";
import { describeEmptyCatalog } from "~/.server/payments";
import { useCatalogFailedToast, useEmptyCatalogNotice } from "~/components/catalog/use-catalog-toasts";
import { AvailableItems } from "~/components/home/available-items";
import { BrandTiles } from "~/components/home/brand-tiles";
import { CategoryCarousel } from "~/components/home/category-carousel";
import { FeaturedStrip } from "~/components/home/featured-strip";
import { HERO_SUBTITLE, Hero } from "~/components/home/hero";
import { ErrorPanel } from "~/components/layout/error-panels";
import { CATALOG_LOAD_FAILED } from "~/lib/catalog-messages";
import { readsNoQuery } from "~/lib/page-cache-params";
import { originFromMatches, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ origin: originFromMatches(matches), path: "/", description: HERO_SUBTITLE });
}

// Nothing here depends on who is asking, so the page can be cached as it is.
export const pageCacheParams = readsNoQuery;

export async function loader() {
  const [featured, bestSellers, catalogEmpty] = await Promise.all([
    listFeaturedProducts(),
    listBestSellers(),
    isCatalogEmpty(),
  ]);
  return { featured, bestSellers, emptyCatalogNotice: catalogEmpty ? describeEmptyCatalog() : null };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, bestSellers, emptyCatalogNotice } = loaderData;
  useEmptyCatalogNotice(emptyCatalogNotice);
  return (
    <>
      <Hero />
      {featured.length > 0 && <FeaturedStrip products={featured} />}
      <CategoryCarousel />
      <BrandTiles />
      <AvailableItems products={bestSellers} />
    </>
  );
}

export function ErrorBoundary() {
  useCatalogFailedToast();
  return <ErrorPanel message={CATALOG_LOAD_FAILED} />;
}
