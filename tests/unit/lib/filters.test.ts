import { describe, expect, it } from "vitest";
import { BRANDS, CATEGORIES } from "~/lib/catalog";
import {
  brandFilters,
  clampPriceRange,
  hasActiveFilters,
  MAX_ROWS,
  PAGE_SIZE,
  type ProductFilters,
  parseDollars,
  parseListWindow,
  parseProductFilters,
  priceBounds,
  productMatchesFilters,
  productsHeading,
  productsSearchParams,
  sameSelection,
  selectedCategories,
} from "~/lib/filters";
import type { Taxonomy } from "~/lib/taxonomy";

const none: ProductFilters = { categories: [], brands: [], minPriceCents: null, maxPriceCents: null };
const bounds = { minCents: 1400, maxCents: 13000 };
const params = (search: string) => new URLSearchParams(search);
const taxonomy: Taxonomy = {
  categories: CATEGORIES.map((category) => ({ ...category, image: "" })),
  brands: BRANDS.map((brand) => ({ ...brand, logo: "" })),
};

describe("priceBounds", () => {
  it("is the floor of the lowest and the ceiling of the highest price in dollars", () => {
    expect(priceBounds(1499, 12901)).toEqual({ minCents: 1400, maxCents: 13000 });
    expect(priceBounds(1400, 13000)).toEqual({ minCents: 1400, maxCents: 13000 });
  });
});

describe("parseDollars", () => {
  it("reads dollars as cents", () => {
    expect(parseDollars("25")).toBe(2500);
    expect(parseDollars(" 19.99 ")).toBe(1999);
  });

  it("keeps huge amounts within what a price can hold", () => {
    expect(parseDollars("99999999999")).toBe(2 ** 31 - 1);
    expect(parseDollars("-99999999999")).toBe(-(2 ** 31 - 1));
  });

  it("gives null for anything unparsable", () => {
    expect([null, undefined, "", "  ", "abc", "12abc", "Infinity"].map(parseDollars)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("clampPriceRange", () => {
  it("keeps a range inside the bounds", () => {
    expect(clampPriceRange({ ...none, minPriceCents: 2500, maxPriceCents: 5000 }, bounds)).toEqual({
      minCents: 2500,
      maxCents: 5000,
    });
  });

  it("raises the minimum to the catalogue minimum and lowers the maximum to the catalogue maximum", () => {
    expect(clampPriceRange({ ...none, minPriceCents: 500, maxPriceCents: 50000 }, bounds)).toEqual(bounds);
  });

  it("falls back to the bounds for missing or unparsable entries", () => {
    expect(clampPriceRange(none, bounds)).toEqual(bounds);
    const typed = parseProductFilters(params("min=abc&max="), taxonomy);
    expect(clampPriceRange(typed, bounds)).toEqual(bounds);
  });

  it("clamps only the way docs/product.md#filters says: a minimum above the maximum stays", () => {
    expect(clampPriceRange({ ...none, minPriceCents: 20000, maxPriceCents: 1000 }, bounds)).toEqual({
      minCents: 20000,
      maxCents: 1000,
    });
  });
});

describe("selectedCategories", () => {
  it("lower-cases the query string's category and adds it to the selection", () => {
    expect(selectedCategories(params("category=Protein"), CATEGORIES)).toEqual(["protein"]);
    expect(selectedCategories(params("category=PRE-WORKOUT&categories=bcaa"), CATEGORIES)).toEqual([
      "pre-workout",
      "bcaa",
    ]);
  });

  it("keeps the catalogue's order, drops duplicates and unknown slugs", () => {
    expect(
      selectedCategories(params("categories=creatine&categories=protein&categories=Protein&category=nope"), CATEGORIES),
    ).toEqual(["protein", "creatine"]);
  });
});

describe("parseProductFilters", () => {
  it("reads brands by slug, any case, unknown ones dropped", () => {
    const filters = parseProductFilters(params("brand=gorilla-mind&brand=AXE-SLEDGE&brand=acme"), taxonomy);
    expect(filters.brands).toEqual(["Axe & Sledge Supplements", "Gorilla Mind"]);
  });

  it("reads prices as entered, unclamped", () => {
    expect(parseProductFilters(params("min=5&max=999"), taxonomy)).toEqual({
      ...none,
      minPriceCents: 500,
      maxPriceCents: 99900,
    });
  });
});

describe("brandFilters", () => {
  it("makes the opening brands the brand filter names of docs/product.md#catalogue-taxonomy, A-Z", () => {
    expect(brandFilters(BRANDS).map((b) => b.name)).toEqual([
      "Alpha Lion",
      "Axe & Sledge Supplements",
      "Black Magic Supplements",
      "Bucked Up",
      "Chemix",
      "Core Nutritionals",
      "Fresh Supps",
      "Gorilla Mind",
      "Metabolic Nutrition",
      "Panda Supplements",
      "Raw Nutrition",
      "Rule One Proteins",
      "Ryse Supplements",
    ]);
  });

  it("offers a brand the owner added, at its place A-Z", () => {
    const added = { slug: "acme", name: "Acme Labs", tagline: "", hasPage: false };
    expect(
      brandFilters([...BRANDS, added])
        .map((b) => b.slug)
        .slice(0, 2),
    ).toEqual(["acme", "alpha-lion"]);
  });
});

describe("productsSearchParams", () => {
  it("writes one category as category and several as categories", () => {
    expect(productsSearchParams(taxonomy, { ...none, categories: ["protein"] }, bounds).toString()).toBe(
      "category=protein",
    );
    expect(productsSearchParams(taxonomy, { ...none, categories: ["protein", "creatine"] }, bounds).toString()).toBe(
      "categories=protein&categories=creatine",
    );
    expect(productsSearchParams(taxonomy, none, bounds).toString()).toBe("");
  });

  it("writes categories and brands in the catalogue's order, however they were picked", () => {
    const picked: ProductFilters = {
      ...none,
      categories: ["creatine", "protein"],
      brands: ["Raw Nutrition", "Chemix"],
    };
    expect(productsSearchParams(taxonomy, picked, bounds).toString()).toBe(
      "categories=protein&categories=creatine&brand=chemix&brand=raw-nutrition",
    );
  });

  it("writes clamped prices and leaves out those at the bounds", () => {
    expect(
      productsSearchParams(taxonomy, { ...none, minPriceCents: 500, maxPriceCents: 2550 }, bounds).toString(),
    ).toBe("max=25.5");
    expect(
      productsSearchParams(taxonomy, { ...none, minPriceCents: 2000, maxPriceCents: 99900 }, bounds).toString(),
    ).toBe("min=20");
  });

  it("round-trips a selection through the address", () => {
    const filters: ProductFilters = {
      categories: ["protein", "bcaa"],
      brands: ["Bucked Up", "Rule One Proteins"],
      minPriceCents: 2000,
      maxPriceCents: 6000,
    };
    expect(parseProductFilters(productsSearchParams(taxonomy, filters, bounds), taxonomy)).toEqual(filters);
  });

  it("writes the slice only when it is not the first page", () => {
    expect(productsSearchParams(taxonomy, none, bounds, { offset: 0, end: 60 }).toString()).toBe("show=60");
    expect(productsSearchParams(taxonomy, none, bounds, { offset: 30, end: 60 }).toString()).toBe("offset=30");
  });
});

describe("parseListWindow", () => {
  it("is the first page by default", () => {
    expect(parseListWindow(params(""))).toEqual({ offset: 0, end: PAGE_SIZE });
  });

  it("reads the visible count and the next page's offset, in whole pages", () => {
    expect(parseListWindow(params("show=60"))).toEqual({ offset: 0, end: 60 });
    expect(parseListWindow(params("show=41"))).toEqual({ offset: 0, end: 60 });
    expect(parseListWindow(params("offset=60"))).toEqual({ offset: 60, end: 90 });
    expect(parseListWindow(params("offset=-5&show=x"))).toEqual({ offset: 0, end: PAGE_SIZE });
    expect(parseListWindow(params("offset=99999999999999999999"))).toEqual({ offset: 0, end: PAGE_SIZE });
  });

  it("never answers more than MAX_ROWS products", () => {
    expect(parseListWindow(params("show=999999"))).toEqual({ offset: 0, end: MAX_ROWS });
  });
});

describe("sameSelection", () => {
  it("ignores the visible count but not the filters", () => {
    expect(sameSelection(params("category=protein"), params("category=protein&show=60"))).toBe(true);
    expect(sameSelection(params("category=protein"), params("category=bcaa"))).toBe(false);
    expect(sameSelection(params(""), params("min=20"))).toBe(false);
  });
});

describe("hasActiveFilters", () => {
  it("is false when nothing narrows the catalogue", () => {
    expect(hasActiveFilters(taxonomy, none, bounds)).toBe(false);
    expect(hasActiveFilters(taxonomy, { ...none, minPriceCents: 100 }, bounds)).toBe(false);
    expect(hasActiveFilters(taxonomy, { ...none, brands: ["Chemix"] }, bounds)).toBe(true);
  });
});

describe("productsHeading", () => {
  it("names the one selected category, else says All Products or Selected Categories", () => {
    expect(productsHeading([], CATEGORIES)).toBe("All Products");
    expect(productsHeading(["protein"], CATEGORIES)).toBe("Protein");
    expect(productsHeading(["anti-aging-supplement"], CATEGORIES)).toBe("Anti-Aging Supplement");
    expect(productsHeading(["protein", "bcaa"], CATEGORIES)).toBe("Selected Categories");
  });
});

describe("productMatchesFilters", () => {
  const whey = { category: "protein", title: "Bucked Up Whey Protein", effectivePriceCents: 3799 };

  it("matches any selected category, comparing case-insensitively", () => {
    expect(productMatchesFilters(whey, { ...none, categories: ["creatine", "protein"] })).toBe(true);
    expect(productMatchesFilters({ ...whey, category: "Protein" }, { ...none, categories: ["protein"] })).toBe(true);
    expect(productMatchesFilters(whey, { ...none, categories: ["creatine"] })).toBe(false);
  });

  it("matches a brand when the title contains its name in any case", () => {
    expect(productMatchesFilters(whey, { ...none, brands: ["Chemix", "BUCKED UP"] })).toBe(true);
    expect(productMatchesFilters(whey, { ...none, brands: ["Chemix"] })).toBe(false);
  });

  it("compares the price paid with inclusive bounds", () => {
    expect(productMatchesFilters(whey, { ...none, minPriceCents: 3799, maxPriceCents: 3799 })).toBe(true);
    expect(productMatchesFilters(whey, { ...none, maxPriceCents: 3798 })).toBe(false);
  });

  it("needs every kind of filter to match", () => {
    expect(productMatchesFilters(whey, { ...none, categories: ["protein"], brands: ["Chemix"] })).toBe(false);
  });
});
