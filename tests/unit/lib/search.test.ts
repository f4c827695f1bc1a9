import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/lib/catalog";
import {
  categoryLabel,
  isInPriceBand,
  MAX_SEARCH_PAGE,
  MAX_TERM_LENGTH,
  nameMatchesWords,
  normalizeSearchTerm,
  PRICE_BANDS,
  pageCount,
  readSearchSuggestions,
  SEARCH_PAGE_SIZE,
  SORT_OPTIONS,
  searchHref,
  searchParamsOf,
  searchWords,
} from "~/lib/search";
import { parseSearchRequest } from "~/lib/search.schema";

const params = (search: string) => new URLSearchParams(search);

describe("normalizeSearchTerm", () => {
  it("trims and makes every run of whitespace one space", () => {
    expect(normalizeSearchTerm("  whey \t\n protein  ")).toBe("whey protein");
    expect(normalizeSearchTerm("   ")).toBe("");
    expect(normalizeSearchTerm(null)).toBe("");
    expect(normalizeSearchTerm(undefined)).toBe("");
  });

  it("drops control and invisible characters", () => {
    expect(normalizeSearchTerm("pro\u0000tein")).toBe("pro tein");
    expect(normalizeSearchTerm("pro\u200btein")).toBe("protein");
  });

  it("cuts long input to 100 characters without splitting an emoji", () => {
    expect(normalizeSearchTerm("a".repeat(500))).toHaveLength(MAX_TERM_LENGTH);
    const emoji = normalizeSearchTerm("💪".repeat(150));
    expect(Array.from(emoji)).toHaveLength(MAX_TERM_LENGTH);
    expect(emoji).toBe("💪".repeat(MAX_TERM_LENGTH));
  });

  it("does not end in a space after cutting", () => {
    expect(normalizeSearchTerm(`${"a".repeat(99)} b`)).toBe("a".repeat(99));
  });
});

describe("searchWords", () => {
  it("keeps lower-case letters and digits, dropping punctuation, quotes and operators", () => {
    expect(searchWords(`"Whey" Protein & (Isolate) | !casein:* 5lb`)).toEqual([
      "whey",
      "protein",
      "isolate",
      "casein",
      "5lb",
    ]);
  });

  it("makes SQL-looking input, backslashes and emoji harmless words or nothing", () => {
    expect(searchWords("'; drop table products; --")).toEqual(["drop", "table", "products"]);
    expect(searchWords("\\\\ \\' \\")).toEqual([]);
    expect(searchWords("💪🔥")).toEqual([]);
    expect(searchWords("pre-workout")).toEqual(["pre", "workout"]);
  });

  it("keeps letters of any script and removes repeats", () => {
    expect(searchWords("Café café CAFÉ")).toEqual(["café"]);
    expect(searchWords("протеин")).toEqual(["протеин"]);
  });

  it("uses at most 8 words", () => {
    expect(searchWords("a b c d e f g h i j")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
  });
});

describe("price bands", () => {
  it("offers the price bands in order", () => {
    expect(PRICE_BANDS.map((band) => band.label)).toEqual([
      "All Prices",
      "Under $25",
      "$25 - $50",
      "$50 - $100",
      "Over $100",
    ]);
  });

  it.each([
    [2499, ["all", "under-25"]],
    [2500, ["all", "25-50"]],
    [5000, ["all", "25-50", "50-100"]],
    [5001, ["all", "50-100"]],
    [10000, ["all", "50-100"]],
    [10001, ["all", "over-100"]],
    [0, ["all", "under-25"]],
  ])("puts %i cents in %j (middle bands include both ends)", (cents, bands) => {
    expect(PRICE_BANDS.filter((band) => isInPriceBand(cents, band.value)).map((band) => band.value)).toEqual(bands);
  });
});

describe("SORT_OPTIONS", () => {
  it("offers the sorts in order", () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      "Relevance",
      "Price: Low to High",
      "Price: High to Low",
      "Highest Rated",
      "Name A-Z",
    ]);
  });
});

describe("categoryLabel", () => {
  it("uses the catalogue's own spelling of each category", () => {
    expect(categoryLabel("pre-workout", CATEGORIES)).toBe("Pre Workout");
    expect(categoryLabel("anti-aging-supplement", CATEGORIES)).toBe("Anti-Aging Supplement");
    expect(categoryLabel("protein", CATEGORIES)).toBe("Protein");
    expect(categoryLabel("bcaa", CATEGORIES)).toBe("BCAA");
  });

  it("capitalises a slug outside the catalogue, dashes as spaces", () => {
    expect(categoryLabel("sports-drinks", CATEGORIES)).toBe("Sports Drinks");
  });
});

describe("parseSearchRequest", () => {
  it("reads the term, sort, category, price band and page", () => {
    expect(parseSearchRequest(params("q=+whey++protein+&sort=price-asc&category=Protein&price=25-50&page=2"))).toEqual({
      term: "whey protein",
      sort: "price-asc",
      category: "protein",
      price: "25-50",
      page: 2,
    });
  });

  it("falls back to the defaults for missing or unexpected values", () => {
    const defaults = { term: "", sort: "relevance", category: null, price: "all", page: 1 };
    expect(parseSearchRequest(params(""))).toEqual(defaults);
    expect(
      parseSearchRequest(params(`q=%20%20&sort=cheapest&category=%27%3B--&price=free&page=${MAX_SEARCH_PAGE + 1}`)),
    ).toEqual(defaults);
    expect(parseSearchRequest(params("page=-3")).page).toBe(1);
    expect(parseSearchRequest(params("page=two")).page).toBe(1);
    expect(parseSearchRequest(params("category=")).category).toBeNull();
  });
});

describe("searchParamsOf and searchHref", () => {
  it("leaves defaults out so one search has one address", () => {
    expect(searchHref({ term: "whey", sort: "relevance", category: null, price: "all", page: 1 })).toBe(
      "/search?q=whey",
    );
    expect(searchHref({ term: "whey protein", sort: "rating", category: "protein", price: "over-100", page: 3 })).toBe(
      "/search?q=whey+protein&sort=rating&category=protein&price=over-100&page=3",
    );
  });

  it("writes nothing without a term", () => {
    expect(searchParamsOf({ term: "  ", sort: "name", category: "protein" }).toString()).toBe("");
    expect(searchHref({})).toBe("/search");
  });

  it("round-trips through parseSearchRequest", () => {
    const request = {
      term: "gorilla mind",
      sort: "price-desc",
      category: "pre-workout",
      price: "50-100",
      page: 2,
    } as const;
    expect(parseSearchRequest(searchParamsOf(request))).toEqual(request);
  });
});

describe("pageCount", () => {
  it("is at least one page of 60", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(SEARCH_PAGE_SIZE)).toBe(1);
    expect(pageCount(SEARCH_PAGE_SIZE + 1)).toBe(2);
  });
});

describe("nameMatchesWords", () => {
  it("matches when every word, or one of its corrections, begins a word of the name", () => {
    expect(nameMatchesWords("Pre Workout", [["pre"]])).toBe(true);
    expect(nameMatchesWords("Gorilla Mind", [["gorila", "gorilla"], ["mi"]])).toBe(true);
    expect(nameMatchesWords("Gorilla Mind", [["gorila"]])).toBe(false);
    expect(nameMatchesWords("Multivitamin", [["vitamin"]])).toBe(false);
    expect(nameMatchesWords("Axe & Sledge Supplements", [["sledge"]])).toBe(true);
    expect(nameMatchesWords("Protein", [])).toBe(false);
  });
});

describe("readSearchSuggestions", () => {
  it("accepts the suggestion answer and refuses a malformed one", () => {
    const answer = {
      term: "gor",
      products: [{ slug: "a", title: "A", image: null, priceCents: 4999 }],
      categories: [{ slug: "protein", name: "Protein" }],
      brands: [{ slug: "gorilla-mind", name: "Gorilla Mind" }],
    };
    expect(readSearchSuggestions(answer)).toEqual(answer);
    expect(() => readSearchSuggestions({ ...answer, products: [{ slug: "a", priceCents: "49.99" }] })).toThrow(
      "products[0].title: expected text",
    );
  });
});
