import type { CategorySlug } from "./catalog";

export type Faq = { question: string; answer: string };

/**
 * A product as it is sold: one of its flavours, or the product itself when it has none (`flavor` null), with its
 * own SKU, units, and price and sale price where it has them (null, or absent in a cart saved before flavours had
 * prices, follows the product's). The product's `stock` is the sum of its variants'.
 */
export type ProductVariant = {
  flavor: string | null;
  sku: string;
  stock: number;
  priceCents?: number | null;
  salePriceCents?: number | null;
};

/** A catalogue product as the app sees it. Money fields are integer cents. */
export type Product = {
  id: string;
  slug: string;
  title: string;
  category: CategorySlug | string;
  brand: string | null;
  brandSlug: string | null;
  tags: string[];
  description: string;
  ingredients: string;
  directions: string;
  faqs: Faq[];
  dietary: string[];
  flavors: string[];
  priceCents: number;
  salePriceCents: number | null;
  subscriptionPriceCents: number | null;
  /** Units of every variant together; what cards, filters and sorts read. */
  stock: number;
  /** In the order of `flavors`; a product without flavours has one, whose flavour is null. */
  variants: ProductVariant[];
  rating: number;
  reviewCount: number;
  images: string[];
  /** The owner's alt text for a photo, by its address; a photo without one is described by the title. */
  imageAlts: Record<string, string>;
  bestSeller: boolean;
  featured: boolean;
};

/** What a product card or the featured strip shows, so pages do not ship whole descriptions. */
export type ProductCardData = Pick<
  Product,
  | "id"
  | "slug"
  | "title"
  | "images"
  | "priceCents"
  | "salePriceCents"
  | "subscriptionPriceCents"
  | "stock"
  | "bestSeller"
>;

/** A product as the catalogue call lists it: what cards, the cart and suggestions need: no tags or long texts. */
export type CatalogEntry = Omit<
  Product,
  "tags" | "description" | "ingredients" | "directions" | "faqs" | "imageAlts" | "variants"
>;

/** Placeholder images are recognised by name (docs/product.md#images). */
export function isPlaceholderImage(url: string): boolean {
  return /placeholder/i.test(url);
}
