import type { FieldErrors } from "./forms";
import type { Faq } from "./product";

/** The back office's product editor: what the owner edits, and the limits both sides check. */

export const DIETARY_LABELS = [
  "Vegan",
  "Vegetarian",
  "Gluten Free",
  "Keto Friendly",
  "Sugar Free",
  "Dairy Free",
  "Soy Free",
  "Non-GMO",
] as const;

/** Question-and-answer pairs the form offers; a pair left empty is dropped. */
export const FAQ_SLOTS = 6;
export const MAX_TAGS = 20;
export const MAX_FLAVORS = 30;
export const MAX_IMAGES = 12;
export const MAX_OPENING_STOCK = 100_000;

export const PRODUCT_TEXT_MAX = {
  title: 120,
  slug: 100,
  description: 5000,
  ingredients: 5000,
  directions: 3000,
  faqQuestion: 200,
  faqAnswer: 1000,
  tag: 40,
  flavor: 60,
} as const;

/**
 * What the product form writes of a product: everything the storefront shows but its photos (managed on their own
 * page, decision 174), its stock (the ledger's) and its rating (the reviews').
 */
export type ProductDraft = {
  title: string;
  slug: string;
  category: string;
  brandSlug: string | null;
  priceCents: number;
  salePriceCents: number | null;
  subscriptionPriceCents: number | null;
  description: string;
  ingredients: string;
  directions: string;
  tags: string[];
  dietary: string[];
  flavors: string[];
  faqs: Faq[];
  bestSeller: boolean;
  featured: boolean;
};

/** A new product also says how many units are on the shelf; later changes go through the stock ledger. */
export type NewProductDraft = ProductDraft & { stock: number };

/** A product as the editor opens it. */
export type EditableProduct = ProductDraft & {
  id: string;
  images: string[];
  imageAlts: Record<string, string>;
  stock: number;
  rating: number;
  reviewCount: number;
  archivedAt: Date | null;
  /** Its former addresses, each answering with a redirect to the current one. */
  oldSlugs: string[];
};

/** A row of the back office's product list. */
export type AdminProductRow = {
  id: string;
  slug: string;
  title: string;
  category: string;
  brand: string | null;
  priceCents: number;
  salePriceCents: number | null;
  stock: number;
  image: string | undefined;
  archived: boolean;
};

/** Which products the list shows: those in the store, those taken out, or both. */
export const PRODUCT_LIST_STATES = ["listed", "archived", "all"] as const;
export type ProductListState = (typeof PRODUCT_LIST_STATES)[number];

export const PRODUCT_LIST_STATE_LABELS: Record<ProductListState, string> = {
  listed: "In the store",
  archived: "Archived",
  all: "All",
};

/** What the editor's actions answer: field errors of the form sent, an error, or what was done. */
export type ProductEditorActionData = { intent?: string; fieldErrors?: FieldErrors; error?: string; done?: string };

/** The title of a duplicate, which starts archived so the owner edits it before shoppers see it. */
export function copyTitle(title: string): string {
  const copy = `${title} (copy)`;
  return copy.length <= PRODUCT_TEXT_MAX.title ? copy : `${title.slice(0, PRODUCT_TEXT_MAX.title - 7)} (copy)`;
}

/** Field names of the FAQ pairs, numbered from 1 as the form shows them. */
export function faqFieldNames(slot: number): { question: string; answer: string } {
  return { question: `faq${slot}Question`, answer: `faq${slot}Answer` };
}

/** Field name of one dietary checkbox: each has its own, so the form reads as one flat record. */
export function dietaryFieldName(label: string): string {
  return `dietary:${label}`;
}
