import { PLACEHOLDER_IMAGE_URL, productImageUrl } from "~/.server/images/urls";
import { BRANDS } from "~/lib/catalog";
import { slugify } from "~/lib/slugify";
import type { ProductLine, SeedProduct, Variant } from "./product-line.schema";

function brandName(slug: ProductLine["brand"]): string | null {
  if (!slug) return null;
  const brand = BRANDS.find((b) => b.slug === slug);
  if (!brand) throw new Error(`Unknown brand ${slug}`);
  return brand.name;
}

/** Off the one-time price, so a product on sale still saves its subscribers the percent (decision 110). */
function subscriptionPrice(oneTimeCents: number, percent: number | undefined): number | null {
  return percent === undefined ? null : Math.round((oneTimeCents * (100 - percent)) / 100);
}

function toProduct(line: ProductLine, variant?: Variant): SeedProduct {
  const facts = { ...line, ...variant };
  const suffix = variant ? (variant.suffix ?? variant.flavor) : undefined;
  const slug = suffix ? `${line.slug}-${slugify(suffix)}` : line.slug;
  const photos = facts.photos ?? 1;
  return {
    slug,
    title: suffix ? `${line.title} - ${suffix}` : line.title,
    category: line.category,
    brandSlug: line.brand,
    brand: brandName(line.brand),
    tags: facts.tags,
    description: facts.description,
    ingredients: facts.ingredients,
    directions: facts.directions,
    faqs: facts.faqs ?? [],
    dietary: facts.dietary ?? [],
    flavors: variant?.flavor ? [variant.flavor] : (line.flavors ?? []),
    priceCents: facts.priceCents,
    salePriceCents: facts.salePriceCents ?? null,
    subscriptionPriceCents: subscriptionPrice(facts.salePriceCents ?? facts.priceCents, facts.subscribeSavePercent),
    stock: facts.stock,
    rating: facts.rating,
    reviewCount: facts.reviewCount,
    images:
      photos === "placeholder"
        ? [PLACEHOLDER_IMAGE_URL]
        : Array.from({ length: photos }, (_, i) => productImageUrl(slug, i + 1)),
    bestSeller: facts.bestSeller ?? false,
    featured: facts.featured ?? false,
  };
}

/** Expands each line into its products: one, or one per variant. */
export function buildProducts(lines: readonly ProductLine[]): SeedProduct[] {
  return lines.flatMap((line) => (line.variants ? line.variants.map((v) => toProduct(line, v)) : [toProduct(line)]));
}
