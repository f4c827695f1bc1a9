import { HeartIcon } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { useFavorites } from "~/components/favorites/favorites-store";
import { ProductCard, type ProductCardData } from "~/components/product/product-card";
import { Button } from "~/components/ui/button";
import { Loading } from "./loading";

/** 'My Favorites (count)': the saved products as cards; un-hearting one here removes it at once. */
export function FavoritesPanel({ favorites }: { favorites: Promise<ProductCardData[]> }) {
  return (
    <Suspense fallback={<Loading label="Loading favorites..." />}>
      <Await resolve={favorites} errorElement={<FavoritesGrid products={[]} />}>
        {(products) => <FavoritesGrid products={products} />}
      </Await>
    </Suspense>
  );
}

function FavoritesGrid({ products }: { products: ProductCardData[] }) {
  const favorites = useFavorites();
  const shown = favorites.status === "ready" ? products.filter((product) => favorites.ids.has(product.id)) : products;
  return (
    <section aria-labelledby="favorites-heading">
      <h2 id="favorites-heading" className="text-xl font-bold">{`My Favorites (${shown.length})`}</h2>
      {shown.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-14 text-center">
          <HeartIcon aria-hidden className="size-10 text-muted-foreground/60" />
          <p className="text-lg font-semibold">No favorites yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Browse our products and click the heart icon to save your favorites here.
          </p>
          <Button asChild variant="ink" className="mt-2">
            <Link to="/products">Browse Products</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {shown.map((product) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
