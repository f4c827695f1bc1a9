import { ProductCard } from "~/components/product/product-card";
import type { ProductCardData } from "~/lib/product";
import { SectionHeading } from "./section-heading";

/** The best sellers as product cards (already at most 12, A-Z, from the loader). */
export function AvailableItems({ products }: { products: ProductCardData[] }) {
  return (
    <section aria-labelledby="available-title" className="container-page py-14">
      <SectionHeading id="available-title">Available Items</SectionHeading>
      {products.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          No items available at the moment. Check back soon!
        </p>
      ) : (
        <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </section>
  );
}
