import type { BRANDS, CategorySlug } from "~/lib/catalog";
import type { Faq, Product } from "~/lib/product";

/** A product exactly as the seed stores it (the database assigns the id). */
export type SeedProduct = Omit<Product, "id">;

export type BrandSlug = (typeof BRANDS)[number]["slug"];

export type DietaryLabel =
  | "Vegan"
  | "Vegetarian"
  | "Gluten Free"
  | "Keto Friendly"
  | "Sugar Free"
  | "Dairy Free"
  | "Soy Free"
  | "Non-GMO";

/** The per-product facts a variant may override. */
type ProductFacts = {
  description: string;
  ingredients: string;
  directions: string;
  faqs?: Faq[];
  /** Lower-case, hyphen-separated (shown with spaces on the product page). */
  tags: string[];
  dietary?: DietaryLabel[];
  flavors?: string[];
  priceCents: number;
  salePriceCents?: number;
  /** Subscribe & Save discount off the regular price, in percent (usually 10). */
  subscribeSavePercent?: number;
  stock: number;
  rating: number;
  reviewCount: number;
  /** How many product shots (1-4) are drawn, or "placeholder" for a product still waiting for photos. */
  photos?: 1 | 2 | 3 | 4 | "placeholder";
  bestSeller?: boolean;
  featured?: boolean;
};

/**
 * One product, or one sold in several flavours or sizes, each its own product.
 * A flavour variant sells only that flavour; its title and slug end with the suffix (default: the flavour).
 */
export type Variant = Partial<Omit<ProductFacts, "flavors">> &
  ({ flavor: string; suffix?: string } | { suffix: string; flavor?: undefined });

export type ProductLine = ProductFacts & {
  slug: string;
  /** Starts with the brand's display name: brand filters and brand pages match on title text. */
  title: string;
  brand: BrandSlug | null;
  category: CategorySlug;
  variants?: Variant[];
};
