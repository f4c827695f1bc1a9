import { describe, expect, it } from "vitest";
import { brandRule, escapeRegExp, isPagedBrandPage, matchesBrandRule, shownCount } from "~/lib/brand-match";
import { BRAND_PAGES, BRANDS } from "~/lib/catalog";
import { findBrandPage } from "~/lib/taxonomy";

function matches(slug: string, title: string, brand: string | null = null): boolean {
  const page = findBrandPage(BRANDS, slug);
  if (!page) throw new Error(`no brand page ${slug}`);
  return matchesBrandRule({ title, brand }, brandRule(page));
}

describe("brand page matching", () => {
  it("matches the brand name in the brand or the title, whatever the case", () => {
    expect(matches("bucked-up", "Bucked Up Pre-Workout")).toBe(true);
    expect(matches("bucked-up", "BUCKED UP Woke AF")).toBe(true);
    expect(matches("bucked-up", "Woke AF Pre-Workout", "bucked up")).toBe(true);
    expect(matches("gorilla-mind", "Gorilla Mode", "Gorilla Mind")).toBe(true);
    expect(matches("gorilla-mind", "Gorilla Mode Pre-Workout")).toBe(false);
    expect(matches("rule-one", "R1 Whey Blend", null)).toBe(false);
  });

  it("matches abe by the word 'abe' or 'all black everything', never inside 'babe'", () => {
    expect(matches("abe", "ABE Ultimate Pre-Workout")).toBe(true);
    expect(matches("abe", "Ultimate Pre-Workout", "ABE")).toBe(true);
    expect(matches("abe", "Ultimate Pre-Workout", "All Black Everything")).toBe(true);
    expect(matches("abe", "ALL BLACK EVERYTHING Pump")).toBe(true);
    expect(matches("abe", "Bucked Up BABE Pre-Workout - Pink Lemonade", "Bucked Up")).toBe(false);
    expect(matches("abe", "Babe Shred")).toBe(false);
  });

  it("matches axe-sledge only when both words are there", () => {
    expect(matches("axe-sledge", "Axe & Sledge Supplements Hydraulic Pump")).toBe(true);
    expect(matches("axe-sledge", "Hydraulic", "Axe and Sledge")).toBe(true);
    expect(matches("axe-sledge", "Sledge Hammer Axe Throw")).toBe(true);
    expect(matches("axe-sledge", "Axe Body Spray")).toBe(false);
    expect(matches("axe-sledge", "Sledgehammer Pre-Workout", "Axe")).toBe(false);
    expect(matches("axe-sledge", "Maxed Sledge")).toBe(false);
  });

  it("gives every brand page a rule that matches its own name", () => {
    for (const brand of BRAND_PAGES) {
      expect(matchesBrandRule({ title: `${brand.name} Protein`, brand: null }, brandRule(brand)), brand.slug).toBe(
        true,
      );
    }
  });

  it("escapes regular expression syntax in names", () => {
    expect(escapeRegExp("a.b*c")).toBe("a\\.b\\*c");
  });

  it("pages only abe, alpha-lion, axe-sledge and bucked-up", () => {
    expect(BRAND_PAGES.filter((b) => isPagedBrandPage(b.slug)).map((b) => b.slug)).toEqual([
      "abe",
      "alpha-lion",
      "axe-sledge",
      "bucked-up",
    ]);
  });

  it("shows at least one page and at most MAX_ROWS products, whatever the address says", () => {
    expect(shownCount(null)).toBe(30);
    expect(shownCount("abc")).toBe(30);
    expect(shownCount("10")).toBe(30);
    expect(shownCount("60")).toBe(60);
    expect(shownCount("1e9")).toBe(1500);
    expect(shownCount("2.5")).toBe(30);
  });
});
