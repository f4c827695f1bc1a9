import { z } from "zod";
import { BRANDS, CATEGORIES, type CategorySlug } from "~/lib/catalog";
import type { Product } from "~/lib/product";
import { DIETARY_LABELS } from "~/lib/product-editor";

/**
 * A product exactly as the seed stores it: the database assigns the id, and alt text is the owner's to write in the
 * back office (the demo's photos are described by the product's name).
 */
export type SeedProduct = Omit<Product, "id" | "imageAlts" | "variants">;

export type BrandSlug = (typeof BRANDS)[number]["slug"];

const BRAND_SLUGS = BRANDS.map((brand) => brand.slug) as [BrandSlug, ...BrandSlug[]];
const CATEGORY_SLUGS = CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]];

const cents = z.number().int().positive();

/** The per-product facts a variant may override. */
const productFacts = {
  description: z.string().min(1),
  ingredients: z.string().min(1),
  directions: z.string().min(1),
  faqs: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).optional(),
  /** Lower-case, hyphen-separated (shown with spaces on the product page). */
  tags: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  dietary: z.array(z.enum(DIETARY_LABELS)).optional(),
  priceCents: cents,
  salePriceCents: cents.optional(),
  /** Subscribe & Save discount off the one-time price (the sale price when set), in percent (usually 10; decision 110). */
  subscribeSavePercent: z.number().int().min(1).max(99).optional(),
  stock: z.number().int().min(0),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  /** How many product shots (1-4) are drawn, or "placeholder" for a product still waiting for photos. */
  photos: z.union([z.literal([1, 2, 3, 4]), z.literal("placeholder")]).optional(),
  bestSeller: z.boolean().optional(),
  featured: z.boolean().optional(),
};

/**
 * A product sold in several flavours or sizes is one line with variants, each its own product.
 * A flavour variant sells only that flavour; its title and slug end with the suffix (default: the flavour).
 */
const variantSchema = z
  .strictObject({ ...productFacts, flavor: z.string().min(1), suffix: z.string().min(1) })
  .partial()
  .refine((variant) => variant.flavor ?? variant.suffix, "a variant needs a flavor or a suffix");

export type Variant = z.infer<typeof variantSchema>;

/** One line of the demo catalogue, as the JSON files under lines/ hold it. */
export const productLinesSchema = z.array(
  z.strictObject({
    ...productFacts,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** Starts with the brand's display name: brand filters and brand pages match on title text. */
    title: z.string().min(1),
    brand: z.enum(BRAND_SLUGS).nullable(),
    category: z.enum(CATEGORY_SLUGS),
    flavors: z.array(z.string().min(1)).optional(),
    variants: z.array(variantSchema).optional(),
  }),
);

export type ProductLine = z.infer<typeof productLinesSchema>[number];
