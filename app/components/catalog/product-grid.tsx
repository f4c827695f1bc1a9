import { ProductCard } from "~/components/product/product-card";
import type { ProductCardData } from "~/lib/product";

/** The first row loads its images eagerly: it is what the shopper sees first; the first image comes first. */
const EAGER_IMAGES = 3;

export function ProductGrid({ products }: { products: readonly ProductCardData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.id} className="grid">
          <ProductCard product={product} priority={index < EAGER_IMAGES} largest={index === 0} />
        </li>
      ))}
    </ul>
  );
}
