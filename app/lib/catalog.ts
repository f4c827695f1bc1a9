/**
 * The store's opening taxonomy (docs/product.md#screens and docs/product.md#catalogue-taxonomy): what the seed and
 * the Square import write into an empty database. From then on the owner edits the lists at /admin/categories and the
 * store reads them from the database (decision 188), never from here.
 */

export type Category = { slug: string; name: string };

export const CATEGORIES = [
  { slug: "pre-workout", name: "Pre Workout" },
  { slug: "protein", name: "Protein" },
  { slug: "creatine", name: "Creatine" },
  { slug: "bcaa", name: "BCAA" },
  { slug: "aminos", name: "Aminos" },
  { slug: "vitamins", name: "Vitamins" },
  { slug: "multivitamin", name: "Multivitamin" },
  { slug: "fat-burners", name: "Fat Burners" },
  { slug: "pump-supplement", name: "Pump Supplement" },
  { slug: "testosterone", name: "Testosterone" },
  { slug: "anti-aging-supplement", name: "Anti-Aging Supplement" },
  { slug: "dry-spell", name: "Dry Spell" },
] as const satisfies readonly Category[];

export type CategorySlug = (typeof CATEGORIES)[number]["slug"];

export type Brand = { slug: string; name: string; tagline: string; hasPage: boolean };

/** The 12 brands with a page, then the other brand-filter names of docs/product.md#catalogue-taxonomy. */
export const BRANDS = [
  { slug: "abe", name: "ABE", tagline: "All Black Everything: pre-workouts built for intensity.", hasPage: true },
  {
    slug: "alpha-lion",
    name: "Alpha Lion",
    tagline: "Become superhuman with clinically dosed formulas.",
    hasPage: true,
  },
  {
    slug: "axe-sledge",
    name: "Axe & Sledge Supplements",
    tagline: "Hard-working supplements for hard-working people.",
    hasPage: true,
  },
  { slug: "bucked-up", name: "Bucked Up", tagline: "Great taste, real results, backed by research.", hasPage: true },
  { slug: "chemix", name: "Chemix", tagline: "Lab-grade formulas with full transparency.", hasPage: true },
  {
    slug: "core-nutritionals",
    name: "Core Nutritionals",
    tagline: "Core principles: honest labels and effective doses.",
    hasPage: true,
  },
  {
    slug: "fresh-supps",
    name: "Fresh Supps",
    tagline: "Fresh flavours, clean ingredients, no fillers.",
    hasPage: true,
  },
  {
    slug: "gorilla-mind",
    name: "Gorilla Mind",
    tagline: "Maximum focus and strength for serious training.",
    hasPage: true,
  },
  {
    slug: "metabolic-nutrition",
    name: "Metabolic Nutrition",
    tagline: "Science-first nutrition for body recomposition.",
    hasPage: true,
  },
  { slug: "raw-nutrition", name: "Raw Nutrition", tagline: "Raw effort deserves raw, honest fuel.", hasPage: true },
  { slug: "rule-one", name: "Rule One Proteins", tagline: "Rule One: only clean, pure protein.", hasPage: true },
  {
    slug: "panda-supplements",
    name: "Panda Supplements",
    tagline: "Bold flavours that make every scoop fun.",
    hasPage: true,
  },
  {
    slug: "black-magic",
    name: "Black Magic Supplements",
    tagline: "Potent formulas for the dedicated.",
    hasPage: false,
  },
  { slug: "ryse", name: "Ryse Supplements", tagline: "Rise above with innovative formulas.", hasPage: false },
] as const satisfies readonly Brand[];

export const BRAND_PAGES = BRANDS.filter((b) => b.hasPage);
