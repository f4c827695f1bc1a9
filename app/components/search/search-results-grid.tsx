import { ProductCard } from "~/components/product/product-card";
import type { ProductCardData } from "~/lib/product";

/** The first row loads its images eagerly: it is what the shopper sees first; the first image comes first. */
const EAGER_IMAGES = 5;

/** Search results: two columns on phones, up to five on wide screens. */
export function SearchResultsGrid({ products }: { products: readonly ProductCardData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.id} className="grid">
          <ProductCard product={product} priority={index < EAGER_IMAGES} largest={index === 0} />
        </li>
      ))}
    </ul>
  );
}
