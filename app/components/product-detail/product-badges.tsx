import type { Product } from "~/lib/product";

/** 'Best Seller', 'Featured' and one badge per dietary entry (docs/product.md#product-page). */
export function ProductBadges({ product }: { product: Pick<Product, "bestSeller" | "featured" | "dietary"> }) {
  const badges = [
    ...(product.bestSeller ? [{ label: "Best Seller", className: "bg-ink text-white" }] : []),
    ...(product.featured ? [{ label: "Featured", className: "bg-brand-dark text-white" }] : []),
    ...product.dietary.map((label) => ({
      label,
      className: "border border-emerald-200 bg-emerald-50 text-emerald-900",
    })),
  ];
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Product highlights">
      {badges.map((badge) => (
        <li key={badge.label} className={`rounded px-2 py-0.5 text-xs font-bold ${badge.className}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
