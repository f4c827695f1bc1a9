import type { CategorySlug } from "./catalog";

export type Faq = { question: string; answer: string };

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
  stock: number;
  rating: number;
  reviewCount: number;
  images: string[];
  bestSeller: boolean;
  featured: boolean;
};

/** Placeholder images are recognised by name (docs/product.md#images). */
export function isPlaceholderImage(url: string): boolean {
  return /placeholder/i.test(url);
}
