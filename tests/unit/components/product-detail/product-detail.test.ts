import { describe, expect, it } from "vitest";
import { productCrumbs } from "~/components/product-detail/product-breadcrumbs";
import { shippingText, tagLabel } from "~/components/product-detail/product-text";
import { CATEGORIES } from "~/lib/catalog";
import type { Product } from "~/lib/product";
import { DEFAULT_SHIPPING_RATES } from "~/lib/store-settings";

const product: Product = {
  id: "p1",
  slug: "r1-whey-blend",
  title: "Rule One Proteins R1 Whey Blend",
  category: "protein",
  brand: "Rule One Proteins",
  brandSlug: "rule-one",
  tags: ["muscle-recovery", "whey"],
  description: "Everyday whey.",
  ingredients: "Whey protein.",
  directions: "Mix one scoop.",
  faqs: [{ question: "Is it gluten free?", answer: "Yes." }],
  dietary: ["Gluten Free"],
  flavors: ["Chocolate", "Vanilla"],
  priceCents: 5999,
  salePriceCents: null,
  subscriptionPriceCents: 5399,
  stock: 42,
  variants: [
    { flavor: "Chocolate", sku: "WHEY--CHOCOLATE", stock: 40 },
    { flavor: "Vanilla", sku: "WHEY--VANILLA", stock: 2 },
  ],
  rating: 4.8,
  reviewCount: 120,
  images: ["/images/products/r1-whey-blend-1.png"],
  imageAlts: {},
  bestSeller: true,
  featured: false,
};

describe("tagLabel", () => {
  it("shows hyphens as spaces", () => {
    expect(tagLabel("muscle-recovery")).toBe("muscle recovery");
    expect(tagLabel("low-carb-high-protein")).toBe("low carb high protein");
    expect(tagLabel("whey")).toBe("whey");
  });
});

describe("shippingText", () => {
  it("is the product page's sentence, derived from the $55 threshold (docs/product.md#shipping)", () => {
    expect(shippingText(DEFAULT_SHIPPING_RATES)).toBe(
      "Free shipping on orders over $55. Standard shipping takes 3-5 business days.",
    );
  });

  it("follows the owner's threshold, cents included", () => {
    const rates = { ...DEFAULT_SHIPPING_RATES, freeFromCents: 7450 };
    expect(shippingText(rates)).toBe("Free shipping on orders over $74.50. Standard shipping takes 3-5 business days.");
  });
});

describe("productCrumbs", () => {
  it("runs Home > category name > product", () => {
    expect(productCrumbs(product, CATEGORIES)).toEqual([
      { name: "Home", path: "/" },
      { name: "Protein", path: "/products?category=protein" },
      { name: "Rule One Proteins R1 Whey Blend", path: "/product/r1-whey-blend" },
    ]);
  });

  it("leaves out a category the store does not know", () => {
    expect(productCrumbs({ ...product, category: "mystery" }, CATEGORIES).map((crumb) => crumb.name)).toEqual([
      "Home",
      "Rule One Proteins R1 Whey Blend",
    ]);
  });
});
