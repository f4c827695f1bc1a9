import { describe, expect, it } from "vitest";
import type { Product } from "~/lib/product";
import { productJsonLd } from "~/lib/seo";
import { splitStock, variantFlavors, variantSku } from "~/lib/variants";

describe("variants (decision 180)", () => {
  it("are a product's flavours, or one without a flavour, each once", () => {
    expect(variantFlavors(["Chocolate", "Vanilla", "Chocolate"])).toEqual(["Chocolate", "Vanilla"]);
    expect(variantFlavors([])).toEqual([null]);
  });

  it("get SKUs from the address and the flavour's words, which no two products can share", () => {
    expect(variantSku("gold-standard-whey", "Double Rich Chocolate", 0)).toBe(
      "GOLD-STANDARD-WHEY--DOUBLE-RICH-CHOCOLATE",
    );
    expect(variantSku("creatine", null, 0)).toBe("CREATINE");
    expect(variantSku("whey", "Cookies & Cream!", 1)).toBe("WHEY--COOKIES-CREAM");
    // A flavour with no letters or digits is named by its place.
    expect(variantSku("whey", "★", 2)).toBe("WHEY--3");
    // "a-b" + "c" and "a" + "b-c" stay apart: addresses never hold "--".
    expect(variantSku("a-b", "c", 0)).not.toBe(variantSku("a", "b c", 0));
  });

  it("share units out evenly, the remainder to the first, and never below none", () => {
    expect(splitStock(10, 3)).toEqual([4, 3, 3]);
    expect(splitStock(2, 3)).toEqual([1, 1, 0]);
    expect(splitStock(7, 1)).toEqual([7]);
    expect(splitStock(-4, 2)).toEqual([0, 0]);
    for (const [units, shelves] of [
      [0, 4],
      [101, 7],
      [5, 5],
    ] as const) {
      expect(splitStock(units, shelves).reduce((sum, share) => sum + share, 0)).toBe(units);
    }
  });
});

describe("a product's structured data", () => {
  const product: Product = {
    id: "00000000-0000-4000-8000-000000000001",
    slug: "whey",
    title: "Whey",
    category: "protein",
    brand: null,
    brandSlug: null,
    tags: [],
    description: "Protein.",
    ingredients: "",
    directions: "",
    faqs: [],
    dietary: [],
    flavors: ["Chocolate", "Vanilla"],
    priceCents: 5000,
    salePriceCents: 4500,
    subscriptionPriceCents: null,
    stock: 3,
    variants: [
      { flavor: "Chocolate", sku: "WHEY--CHOCOLATE", stock: 3 },
      { flavor: "Vanilla", sku: "WHEY--VANILLA", stock: 0 },
    ],
    rating: 0,
    reviewCount: 0,
    images: [],
    imageAlts: {},
    bestSeller: false,
    featured: false,
  };

  it("lists one Offer per flavour, with its SKU, the price paid and its own availability", () => {
    const meta = productJsonLd(product, "https://shop.example") as Record<string, unknown>;
    const ld = meta["script:ld+json"] as { offers: object[] };
    expect(ld.offers).toEqual([
      {
        "@type": "Offer",
        name: "Chocolate",
        sku: "WHEY--CHOCOLATE",
        url: "https://shop.example/product/whey",
        priceCurrency: "USD",
        price: "45.00",
        availability: "https://schema.org/InStock",
      },
      {
        "@type": "Offer",
        name: "Vanilla",
        sku: "WHEY--VANILLA",
        url: "https://shop.example/product/whey",
        priceCurrency: "USD",
        price: "45.00",
        availability: "https://schema.org/OutOfStock",
      },
    ]);
  });
});
