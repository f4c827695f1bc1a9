import { HeartIcon } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import { useFavorites } from "~/components/favorites/favorites-store";
import { ProductCard } from "~/components/product/product-card";
import type { ProductCardData } from "~/lib/product";
import { AccountPanel, EmptyPanel } from "./account-panel";
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
    <AccountPanel title={`My Favorites (${shown.length})`}>
      {shown.length === 0 ? (
        <EmptyPanel icon={HeartIcon} title="No favorites yet" action={{ to: "/products", label: "Browse Products" }}>
          Browse our products and click the heart icon to save your favorites here.
        </EmptyPanel>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {shown.map((product) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </AccountPanel>
  );
}
