import { ProductCard } from "~/components/product/product-card";
import { PAGE_SIZE } from "~/lib/filters";
import type { ProductCardData } from "~/lib/product";
import { LoadMoreButton } from "./load-more-button";

type BrandProductsProps = {
  brandName: string;
  products: ProductCardData[];
  total: number;
  /** Paged pages count what they show and offer 'Load More'; the others list everything. */
  paged: boolean;
};

export function BrandProducts({ brandName, products, total, paged }: BrandProductsProps) {
  if (products.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-12 text-center text-muted-foreground">
        No {brandName} products available at the moment. Check back soon!
      </p>
    );
  }
  return (
    <>
      {paged && (
        <p className="mb-6 text-sm text-muted-foreground">
          Showing {products.length} of {total} products
        </p>
      )}
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} priority={index < 4} />
        ))}
      </div>
      {paged && products.length < total && <LoadMoreButton nextShown={products.length + PAGE_SIZE} />}
    </>
  );
}
