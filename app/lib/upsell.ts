import type { CartLine, CartProduct } from "./cart";
import type { CategorySlug } from "./catalog";
import { isDisplayableImage } from "./images";
import type { Product } from "./product";

/** How many products 'You might also like' shows (docs/product.md#suggestions). */
export const SUGGESTION_LIMIT = 3;

/**
 * What goes well with each category, best match first. docs/product.md#suggestions gives protein and pre-workout;
 * the others pair a product with what is taken alongside it in the same goal (training, cutting, health).
 */
export const CATEGORY_AFFINITY: Record<CategorySlug, readonly CategorySlug[]> = {
  protein: ["pre-workout", "bcaa", "creatine"],
  "pre-workout": ["pump-supplement", "protein", "bcaa"],
  creatine: ["protein", "pre-workout", "pump-supplement"],
  bcaa: ["aminos", "protein", "pre-workout"],
  aminos: ["bcaa", "protein", "creatine"],
  vitamins: ["multivitamin", "anti-aging-supplement", "aminos"],
  multivitamin: ["vitamins", "anti-aging-supplement", "protein"],
  "fat-burners": ["dry-spell", "aminos", "protein"],
  "pump-supplement": ["pre-workout", "creatine", "aminos"],
  testosterone: ["anti-aging-supplement", "multivitamin", "protein"],
  "anti-aging-supplement": ["vitamins", "multivitamin", "testosterone"],
  "dry-spell": ["fat-burners", "aminos", "multivitamin"],
};

/** A product that may be suggested: what a cart line needs, plus what the choice and the one-click add use. */
export type SuggestionCandidate = CartProduct & Pick<Product, "bestSeller" | "rating" | "flavors">;

/** The categories suggested for a cart's categories, in line order then affinity order, without repeats. */
export function suggestedCategories(cartCategories: readonly string[]): CategorySlug[] {
  const suggested = cartCategories.flatMap((category) =>
    Object.hasOwn(CATEGORY_AFFINITY, category) ? CATEGORY_AFFINITY[category as CategorySlug] : [],
  );
  return [...new Set(suggested)];
}

/** Best sellers first, then the best rated, then by title so the choice is stable. */
function byAppeal(a: SuggestionCandidate, b: SuggestionCandidate): number {
  return Number(b.bestSeller) - Number(a.bestSeller) || b.rating - a.rating || a.title.localeCompare(b.title);
}

/** Takes one product from each category in turn, so three suggestions are three different kinds of product. */
function roundRobin(candidates: SuggestionCandidate[], categories: readonly string[]): SuggestionCandidate[] {
  const queues = categories.map((category) => candidates.filter((c) => c.category === category));
  const taken: SuggestionCandidate[] = [];
  while (queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) taken.push(next);
    }
  }
  return taken;
}

/**
 * 'You might also like' (docs/product.md#suggestions): up to three in-stock products with a real image, not already in
 * the cart, from the categories that go with the cart's, preferring the brands already in the cart, then
 * any brand, topped up with best sellers.
 */
export function chooseSuggestions(
  lines: readonly CartLine[],
  candidates: readonly SuggestionCandidate[],
  limit: number = SUGGESTION_LIMIT,
): SuggestionCandidate[] {
  if (lines.length === 0) return [];
  const inCart = new Set(lines.map((l) => l.product.id));
  const brands = new Set(lines.map((l) => l.product.brandSlug).filter((brand) => brand !== null));
  const categories = suggestedCategories(lines.map((l) => l.product.category));
  const eligible = candidates
    .filter((c) => c.stock > 0 && isDisplayableImage(c.images[0]) && !inCart.has(c.id))
    .sort(byAppeal);
  const related = eligible.filter((c) => categories.includes(c.category as CategorySlug));
  const tiers = [
    roundRobin(
      related.filter((c) => c.brandSlug !== null && brands.has(c.brandSlug)),
      categories,
    ),
    roundRobin(related, categories),
    eligible.filter((c) => c.bestSeller),
  ];
  const chosen = new Map<string, SuggestionCandidate>();
  for (const candidate of tiers.flat()) {
    if (chosen.size >= limit) break;
    if (!chosen.has(candidate.id)) chosen.set(candidate.id, candidate);
  }
  return [...chosen.values()];
}
