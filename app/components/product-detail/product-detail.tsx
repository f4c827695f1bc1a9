import { Link } from "react-router";
import { Breadcrumbs } from "~/components/catalog/breadcrumbs";
import { useTaxonomy } from "~/hooks/use-taxonomy";
import type { Product } from "~/lib/product";
import { findBrandPage } from "~/lib/taxonomy";
import { ProductBadges } from "./product-badges";
import { productCrumbs } from "./product-breadcrumbs";
import { ProductGallery } from "./product-gallery";
import { ProductInfoAccordion } from "./product-info-accordion";
import { ProductPurchase } from "./product-purchase";
import { ProductRating } from "./product-rating";
import { useScrollToTopOnChange } from "./use-scroll-to-top-on-change";

/** The product page: gallery on the left, facts and the purchase box on the right (stacked on phones). */
export function ProductDetail({ product }: { product: Product }) {
  const taxonomy = useTaxonomy();
  useScrollToTopOnChange(product.slug);
  return (
    <div className="container-page py-6 md:py-10">
      <Breadcrumbs crumbs={productCrumbs(product, taxonomy.categories)} />
      {/* A new product starts with fresh choices: first image, first flavour, quantity 1, no subscription. */}
      <div key={product.slug} className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-2 md:gap-12">
        <div className="md:sticky md:top-24 md:self-start">
          <ProductGallery images={product.images} alts={product.imageAlts} title={product.title} />
        </div>
        <div className="flex flex-col gap-6">
          <ProductHeading product={product} />
          <ProductPurchase product={product} />
          <ProductInfoAccordion product={product} />
        </div>
      </div>
    </div>
  );
}

function ProductHeading({ product }: { product: Product }) {
  const { brands } = useTaxonomy();
  const brandPage = product.brandSlug ? findBrandPage(brands, product.brandSlug) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <ProductBadges product={product} />
      {product.brand && (
        <p className="text-sm font-bold tracking-wider text-brand-dark uppercase">
          {brandPage ? (
            <Link to={`/brands/${brandPage.slug}`} className="hover:underline">
              {product.brand}
            </Link>
          ) : (
            product.brand
          )}
        </p>
      )}
      <h1 className="font-display text-2xl leading-tight font-black md:text-3xl">{product.title}</h1>
      <ProductRating product={product} />
    </div>
  );
}
