import { describe, expect, it } from "vitest";
import { generatedProduct } from "~/.server/demo/generated";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { subscribeSavePercent } from "~/lib/pricing";
import { isPlaceholderImage } from "~/lib/product";

const sample = Array.from({ length: 2000 }, (_, i) => generatedProduct(i + 1));

describe("generatedProduct", () => {
  it("is deterministic: product n is the same on every run", () => {
    expect(generatedProduct(1234)).toEqual(generatedProduct(1234));
    expect(sample[41]).toEqual(generatedProduct(42));
  });

  it("numbers slugs so they never collide", () => {
    expect(sample[0]?.slug).toMatch(/^bench-00001-[a-z0-9-]+$/);
    expect(new Set(sample.map((p) => p.slug)).size).toBe(sample.length);
  });

  it("names the brand in the title and keeps prices sensible", () => {
    for (const p of sample) {
      if (p.brand) expect(p.title.startsWith(p.brand)).toBe(true);
      expect(p.priceCents).toBeGreaterThanOrEqual(1499);
      expect(p.priceCents).toBeLessThanOrEqual(12999);
      if (p.salePriceCents !== null) expect(p.salePriceCents).toBeLessThan(p.priceCents);
      if (p.subscriptionPriceCents !== null) {
        expect(subscribeSavePercent(p)).toBe(10);
      }
      expect(p.rating).toBeGreaterThanOrEqual(3.5);
      expect(p.rating).toBeLessThanOrEqual(5);
    }
  });

  it("varies stock, flags and brands", () => {
    expect(sample.some((p) => p.stock === 0)).toBe(true);
    expect(sample.some((p) => p.stock > 0 && p.stock < 10)).toBe(true);
    expect(sample.some((p) => p.bestSeller)).toBe(true);
    expect(sample.some((p) => p.brand === null)).toBe(true);
    expect(new Set(sample.map((p) => p.brandSlug)).size).toBe(15);
  });

  it("reuses the demo catalogue's shots of the same category", () => {
    for (const p of sample) {
      const [image] = p.images;
      if (!image || isPlaceholderImage(image)) continue;
      const owner = DEMO_PRODUCTS.find((demo) => demo.images.includes(image));
      expect(owner?.category).toBe(p.category);
    }
  });
});
