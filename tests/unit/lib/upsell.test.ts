import { describe, expect, it } from "vitest";
import type { CartLine, CartProduct } from "~/lib/cart";
import { CATEGORIES } from "~/lib/catalog";
import { CATEGORY_AFFINITY, chooseSuggestions, type SuggestionCandidate, suggestedCategories } from "~/lib/upsell";

let nextId = 0;
function candidate(changes: Partial<SuggestionCandidate> & Pick<SuggestionCandidate, "category">): SuggestionCandidate {
  nextId += 1;
  const id = `00000000-0000-4000-8000-${String(nextId).padStart(12, "0")}`;
  return {
    id,
    slug: `product-${nextId}`,
    title: `Product ${String(nextId).padStart(3, "0")}`,
    images: [`/images/products/product-${nextId}-1.png`],
    brandSlug: "raw-nutrition",
    priceCents: 3999,
    salePriceCents: null,
    subscriptionPriceCents: null,
    stock: 20,
    bestSeller: false,
    rating: 4,
    flavors: [],
    variants: [],
    ...changes,
  };
}

function inCart(product: CartProduct): CartLine {
  return { product, quantity: 1, subscription: false };
}

const protein = candidate({ category: "protein", brandSlug: "bucked-up" });

describe("CATEGORY_AFFINITY", () => {
  it("covers all 12 categories with three other categories each", () => {
    expect(Object.keys(CATEGORY_AFFINITY).sort()).toEqual(CATEGORIES.map((c) => c.slug).sort());
    const slugs = new Set<string>(CATEGORIES.map((c) => c.slug));
    for (const [category, suggested] of Object.entries(CATEGORY_AFFINITY)) {
      expect(suggested).toHaveLength(3);
      expect(new Set(suggested).size).toBe(3);
      expect(suggested).not.toContain(category);
      for (const slug of suggested) expect(slugs.has(slug)).toBe(true);
    }
  });

  it("pairs protein and pre-workout as docs/product.md#suggestions says", () => {
    expect(CATEGORY_AFFINITY.protein).toEqual(["pre-workout", "bcaa", "creatine"]);
    expect(CATEGORY_AFFINITY["pre-workout"]).toEqual(["pump-supplement", "protein", "bcaa"]);
  });
});

describe("suggestedCategories", () => {
  it("follows the cart's order, then the map's, without repeats, ignoring unknown categories", () => {
    expect(suggestedCategories(["protein", "pre-workout", "nonsense", "constructor"])).toEqual([
      "pre-workout",
      "bcaa",
      "creatine",
      "pump-supplement",
      "protein",
    ]);
    expect(suggestedCategories([])).toEqual([]);
  });
});

describe("chooseSuggestions", () => {
  it("suggests nothing for an empty cart", () => {
    expect(chooseSuggestions([], [candidate({ category: "bcaa", bestSeller: true })])).toEqual([]);
  });

  it("takes one product from each suggested category in turn", () => {
    const pre1 = candidate({ category: "pre-workout", rating: 4.9 });
    const pre2 = candidate({ category: "pre-workout", rating: 4.8 });
    const bcaa = candidate({ category: "bcaa" });
    const creatine = candidate({ category: "creatine" });
    const unrelated = candidate({ category: "vitamins", rating: 5 });
    expect(chooseSuggestions([inCart(protein)], [pre2, unrelated, creatine, pre1, bcaa])).toEqual([
      pre1,
      bcaa,
      creatine,
    ]);
  });

  it("prefers the brands already in the cart, then any brand", () => {
    const otherBrandPre = candidate({ category: "pre-workout", bestSeller: true, rating: 5 });
    const sameBrandBcaa = candidate({ category: "bcaa", brandSlug: "bucked-up", rating: 3 });
    const otherBrandBcaa = candidate({ category: "bcaa", rating: 5 });
    const otherBrandCreatine = candidate({ category: "creatine" });
    expect(
      chooseSuggestions([inCart(protein)], [otherBrandPre, otherBrandBcaa, otherBrandCreatine, sameBrandBcaa]),
    ).toEqual([sameBrandBcaa, otherBrandPre, otherBrandBcaa]);
  });

  it("ranks best sellers, then rating, then title within a category", () => {
    const rated = candidate({ category: "bcaa", rating: 4.9, title: "B" });
    const bestSeller = candidate({ category: "bcaa", bestSeller: true, rating: 4.1 });
    const sameRatingA = candidate({ category: "bcaa", rating: 4.5, title: "A" });
    const sameRatingZ = candidate({ category: "bcaa", rating: 4.5, title: "Z" });
    const creatineCart = inCart(candidate({ category: "aminos", brandSlug: null }));
    expect(chooseSuggestions([creatineCart], [sameRatingZ, rated, sameRatingA, bestSeller], 4)).toEqual([
      bestSeller,
      rated,
      sameRatingA,
      sameRatingZ,
    ]);
  });

  it("skips products that are out of stock, without a real image, or already in the cart", () => {
    const soldOut = candidate({ category: "pre-workout", stock: 0, rating: 5 });
    const placeholder = candidate({ category: "pre-workout", images: ["/images/placeholder.png"], rating: 5 });
    const noImage = candidate({ category: "pre-workout", images: [], rating: 5 });
    const alreadyInCart = candidate({ category: "pre-workout", rating: 5 });
    const good = candidate({ category: "pre-workout" });
    expect(
      chooseSuggestions([inCart(protein), inCart(alreadyInCart)], [soldOut, placeholder, noImage, alreadyInCart, good]),
    ).toEqual([good]);
  });

  it("tops up with best sellers from any category", () => {
    const bcaa = candidate({ category: "bcaa" });
    const bestVitamin = candidate({ category: "vitamins", bestSeller: true, rating: 4.9 });
    const plainVitamin = candidate({ category: "vitamins" });
    const bestFatBurner = candidate({ category: "fat-burners", bestSeller: true, rating: 4.2 });
    expect(chooseSuggestions([inCart(protein)], [plainVitamin, bestFatBurner, bcaa, bestVitamin])).toEqual([
      bcaa,
      bestVitamin,
      bestFatBurner,
    ]);
  });

  it("never suggests a product twice and stops at three", () => {
    const all = Array.from({ length: 12 }, (_, i) =>
      candidate({ category: i % 2 ? "bcaa" : "creatine", bestSeller: true, brandSlug: "bucked-up" }),
    );
    const chosen = chooseSuggestions([inCart(protein)], all);
    expect(chosen).toHaveLength(3);
    expect(new Set(chosen.map((c) => c.id)).size).toBe(3);
  });
});
