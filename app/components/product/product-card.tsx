import { useState } from "react";
import { Link } from "react-router";
import { FavoriteButton } from "~/components/favorites/favorite-button";
import { IMAGE_WIDTH } from "~/lib/images";
import { isOnSale } from "~/lib/pricing";
import type { ProductCardData } from "~/lib/product";
import { cardStockBadge } from "~/lib/stock";
import { Price } from "./price";
import { ProductImage } from "./product-image";

/**
 * A product in a grid: image (falling back to the next one on failure), badges, title and price.
 * 'Best Seller' and 'Sale' share the top-left corner; 'Out of Stock' or 'Low Stock' sits top-right.
 */
export function ProductCard({
  product,
  priority,
  largest,
}: {
  product: ProductCardData;
  /** Above the fold: its image loads eagerly. */
  priority?: boolean;
  /** The grid's first card, whose image is the page's largest paint on a phone: fetched first. */
  largest?: boolean;
}) {
  const [imageIndex, setImageIndex] = useState(0);
  const stockBadge = cardStockBadge(product.stock);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-border bg-white transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-white">
        <ProductImage
          src={product.images[imageIndex]}
          alt={product.title}
          width={IMAGE_WIDTH.card}
          priority={priority}
          largest={largest}
          onFailed={() => setImageIndex((i) => (i + 1 < product.images.length ? i + 1 : i))}
          className="size-full p-4"
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {product.bestSeller && <Badge tone="ink">Best Seller</Badge>}
          {isOnSale(product) && <Badge tone="sale">Sale</Badge>}
        </div>
        {stockBadge && (
          <div className="absolute top-2 right-2">
            <Badge tone={stockBadge === "Out of Stock" ? "out" : "warn"}>{stockBadge}</Badge>
          </div>
        )}
        {/* Above the card's stretched link, so it stays clickable; renders nothing unless signed in. */}
        <FavoriteButton product={product} className="absolute right-2 bottom-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 text-sm font-semibold">
          <Link to={`/product/${product.slug}`} className="after:absolute after:inset-0">
            {product.title}
          </Link>
        </h3>
        <Price product={product} className="mt-auto" />
      </div>
    </article>
  );
}

const badgeTones = {
  ink: "bg-ink text-white",
  sale: "bg-brand-dark text-white",
  warn: "bg-amber-100 text-amber-900",
  out: "bg-muted text-foreground ring-1 ring-border",
} as const;

function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: React.ReactNode }) {
  return <span className={`rounded px-2 py-0.5 text-xs font-bold ${badgeTones[tone]}`}>{children}</span>;
}
