import { isCatalogEmpty, listBestSellers, listFeaturedProducts } from "~/.server/catalog/home";
import { isFaultInjected, throwIfFaultInjected } from "~/.server/faults";
import { describeEmptyCatalog } from "~/.server/payments";
import { useCatalogFailedToast, useEmptyCatalogNotice } from "~/components/catalog/use-catalog-toasts";
import { AvailableItems } from "~/components/home/available-items";
import { BrandTiles } from "~/components/home/brand-tiles";
import { CategoryCarousel } from "~/components/home/category-carousel";
import { FeaturedStrip } from "~/components/home/featured-strip";
import { HERO_SUBTITLE, Hero } from "~/components/home/hero";
import { ErrorPanel } from "~/components/layout/error-panels";
import { readsNoQuery } from "~/lib/page-cache-params";
import { CATALOG_LOAD_FAILED } from "~/lib/product-cache";
import { originFromMatches, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ origin: originFromMatches(matches), path: "/", description: HERO_SUBTITLE });
}

// Nothing here depends on who is asking, so the page can be cached as it is.
export const pageCacheParams = readsNoQuery;

export async function loader({ request }: Route.LoaderArgs) {
  throwIfFaultInjected(request, "catalog");
  const [featured, bestSellers, catalogEmpty] = await Promise.all([
    listFeaturedProducts(),
    listBestSellers(),
    isCatalogEmpty(),
  ]);
  const empty = catalogEmpty || isFaultInjected(request, "empty-catalog");
  return { featured, bestSellers, emptyCatalogNotice: empty ? describeEmptyCatalog() : null };
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
