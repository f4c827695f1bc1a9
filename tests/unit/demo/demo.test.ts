import { describe, expect, it } from "vitest";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { PLACEHOLDER_IMAGE_URL, productImageUrl } from "~/.server/images/urls";
import { BRANDS, CATEGORIES } from "~/lib/catalog";
import { brandFilters } from "~/lib/filters";
import { subscribeSavePercent } from "~/lib/pricing";
import { isPlaceholderImage } from "~/lib/product";

const branded = DEMO_PRODUCTS.filter((p) => p.brandSlug !== null);
const unbranded = DEMO_PRODUCTS.filter((p) => p.brandSlug === null);

/**
 * The ABE brand page's rule (docs/product.md#filters): 'abe' or 'all black everything' in the title, but not 'babe'.
 */
const looksLikeAbe = (title: string) => /abe|all black everything/i.test(title) && !/babe/i.test(title);

describe("demo catalogue", () => {
  it("has unique, URL-safe slugs", () => {
    const slugs = DEMO_PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("names each product's brand in its title, as brand filters and pages match on title text", () => {
    for (const product of branded) {
      const brand = BRANDS.find((b) => b.slug === product.brandSlug);
      expect(product.brand).toBe(brand?.name);
      expect(product.title, product.slug).toContain(brand?.name);
    }
    for (const product of unbranded) {
      expect(product.brand).toBeNull();
      for (const { name } of brandFilters(BRANDS)) expect(product.title).not.toContain(name);
    }
  });

  it("lets the ABE page tell ABE products from Bucked Up BABE", () => {
    const slugsOf = (products: typeof DEMO_PRODUCTS) => products.map((p) => p.slug);
    expect(slugsOf(DEMO_PRODUCTS.filter((p) => looksLikeAbe(p.title)))).toEqual(
      slugsOf(DEMO_PRODUCTS.filter((p) => p.brandSlug === "abe")),
    );
    const babe = DEMO_PRODUCTS.filter((p) => p.title.startsWith("Bucked Up BABE Pre-Workout"));
    expect(babe.length).toBeGreaterThan(0);
    for (const product of babe) expect(product.brandSlug).toBe("bucked-up");
  });

  it("gives Axe & Sledge titles both words its page needs", () => {
    for (const product of DEMO_PRODUCTS.filter((p) => p.brandSlug === "axe-sledge")) {
      expect(product.title.toLowerCase()).toMatch(/axe.*sledge/);
    }
  });

  it("uses only known categories", () => {
    const slugs: string[] = CATEGORIES.map((c) => c.slug);
    for (const product of DEMO_PRODUCTS) expect(slugs).toContain(product.category);
  });

  it("keeps money in whole cents within the store's price range", () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.priceCents).toBeGreaterThanOrEqual(1499);
      expect(p.priceCents).toBeLessThanOrEqual(12999);
      if (p.salePriceCents !== null) expect(p.salePriceCents).toBeLessThan(p.priceCents);
      if (p.subscriptionPriceCents !== null) {
        expect(Number.isInteger(p.subscriptionPriceCents)).toBe(true);
        expect(p.subscriptionPriceCents).toBeLessThan(p.priceCents);
        // Subscribe & Save saves on a sale price too (decision 110).
        expect(subscribeSavePercent(p)).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("writes full product content: description, ingredients, directions and well-formed FAQs", () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.description.length, p.slug).toBeGreaterThan(40);
      expect(p.ingredients.length, p.slug).toBeGreaterThan(20);
      expect(p.directions.length, p.slug).toBeGreaterThan(20);
      for (const faq of p.faqs) {
        expect(faq.question).toMatch(/\?$/);
        expect(faq.answer.length).toBeGreaterThan(10);
      }
      expect(p.rating).toBeGreaterThanOrEqual(3.5);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.reviewCount).toBeGreaterThan(0);
    }
    expect(DEMO_PRODUCTS.filter((p) => p.faqs.length > 0).length).toBeGreaterThan(DEMO_PRODUCTS.length * 0.8);
  });

  it("writes tags in lower case with hyphens", () => {
    const tags = DEMO_PRODUCTS.flatMap((p) => p.tags);
    for (const tag of tags) expect(tag).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(tags).toContain("high-stim");
    expect(tags).toContain("muscle-recovery");
  });

  it("points images at drawn product shots, or at the placeholder alone", () => {
    for (const p of DEMO_PRODUCTS) {
      if (p.images.some(isPlaceholderImage)) {
        expect(p.images).toEqual([PLACEHOLDER_IMAGE_URL]);
      } else {
        expect(p.images).toEqual(p.images.map((_, i) => productImageUrl(p.slug, i + 1)));
        expect(p.images.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it("only makes best sellers of products with real images and stock", () => {
    for (const p of DEMO_PRODUCTS.filter((product) => product.bestSeller)) {
      expect(p.stock, p.slug).toBeGreaterThan(0);
      expect(p.images.some(isPlaceholderImage), p.slug).toBe(false);
    }
  });
});
