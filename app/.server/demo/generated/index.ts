import { upsertTaxonomy } from "~/.server/catalog/taxonomy";
import type { Database } from "~/.server/db";
import { PLACEHOLDER_IMAGE_URL } from "~/.server/images/urls";
import { recordUnexplainedStock } from "~/.server/stock/stock-ledger";
import { BRANDS, CATEGORIES } from "~/lib/catalog";
import { isPlaceholderImage } from "~/lib/product";
import { slugify } from "~/lib/slugify";
import { DEMO_PRODUCTS, type SeedProduct } from "../products";
import { upsertProducts } from "../upsert-products";
import { pick, seededRandom } from "./random";
import { CATEGORY_WORDS, DIETARY_LABELS, FLAVOURS, SERIES } from "./vocabulary";

/** Generated products reuse the demo's shots of their category, so no image files are made for them. */
function demoImagesOf(category: string): string[] {
  return DEMO_PRODUCTS.filter((p) => p.category === category)
    .flatMap((p) => p.images)
    .filter((url) => !isPlaceholderImage(url));
}

const DEMO_IMAGES_BY_CATEGORY = new Map(CATEGORIES.map((c) => [c.slug, demoImagesOf(c.slug)]));

/** Prices from $14.99 to $129.99, weighted towards the cheaper end as in a real store. */
function priceCents(random: () => number): number {
  return (15 + Math.floor(random() ** 2 * 116)) * 100 - 1;
}

function stock(random: () => number): number {
  const roll = random();
  if (roll < 0.05) return 0;
  if (roll < 0.15) return 1 + Math.floor(random() * 9);
  if (roll < 0.18) return 10;
  return 11 + Math.floor(random() * 490);
}

function chance(random: () => number, probability: number): boolean {
  return random() < probability;
}

/** Product number n (from 1) is always the same, whatever the count. */
export function generatedProduct(n: number): SeedProduct {
  const random = seededRandom(n * 2654435761);
  const category = CATEGORIES[(n - 1) % CATEGORIES.length] ?? CATEGORIES[0];
  const words = CATEGORY_WORDS[category.slug];
  const brand = chance(random, 0.08) ? null : pick(random, BRANDS);
  const title = [brand?.name, pick(random, SERIES), pick(random, words.names), pick(random, words.sizes)]
    .filter(Boolean)
    .join(" ");
  const price = priceCents(random);
  const flavourCount = words.flavoured ? 1 + Math.floor(random() * 3) : 0;
  const salePriceCents = chance(random, 0.15) ? Math.round((price * (0.75 + random() * 0.15)) / 100) * 100 - 1 : null;
  // Off what a one-time buyer pays, as the demo catalogue does (decision 110).
  const subscriptionPriceCents = chance(random, 0.3) ? Math.round((salePriceCents ?? price) * 0.9) : null;
  return {
    slug: `bench-${String(n).padStart(5, "0")}-${slugify(title)}`,
    title,
    category: category.slug,
    brandSlug: brand?.slug ?? null,
    brand: brand?.name ?? null,
    tags: words.tags.filter(() => chance(random, 0.6)),
    description: `${title} is a ${category.name.toLowerCase()} product built around ${words.formula}.`,
    ingredients: `Key ingredients: ${words.formula}.`,
    directions: words.directions,
    faqs: [],
    dietary: DIETARY_LABELS.filter(() => chance(random, 0.3)),
    flavors: Array.from({ length: flavourCount }, () => pick(random, FLAVOURS)).filter(
      (f, i, all) => all.indexOf(f) === i,
    ),
    priceCents: price,
    salePriceCents,
    subscriptionPriceCents,
    stock: stock(random),
    rating: (35 + Math.floor(random() * 16)) / 10,
    reviewCount: Math.floor(random() ** 2 * 3000),
    images: chance(random, 0.03)
      ? [PLACEHOLDER_IMAGE_URL]
      : [pick(random, DEMO_IMAGES_BY_CATEGORY.get(category.slug) ?? [])],
    bestSeller: chance(random, 0.02),
    featured: chance(random, 0.005),
  };
}

const ROWS_PER_ROUND = 5000;

/**
 * Adds products 1..count of a deterministic generated catalogue (slugs "bench-00001-..."), for
 * benchmarks. Idempotent like the demo seed; rows are made a few thousand at a time to keep memory flat.
 */
export async function seedGeneratedProducts(options: { db: Database; count: number }): Promise<{ products: number }> {
  await upsertTaxonomy({ db: options.db });
  for (let first = 1; first <= options.count; first += ROWS_PER_ROUND) {
    const last = Math.min(options.count, first + ROWS_PER_ROUND - 1);
    const rows = Array.from({ length: last - first + 1 }, (_, i) => generatedProduct(first + i));
    await upsertProducts({ db: options.db, rows });
  }
  await recordUnexplainedStock({ db: options.db, reason: "import" });
  return { products: options.count };
}
