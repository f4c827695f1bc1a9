import { describe, expect, it } from "vitest";
import { textQuery } from "~/.server/search/text-query";
import { suggestionOptions } from "~/components/search/suggestion-options";

const typing = { prefixLastWord: true, keepMisspelt: true };
const ranking = { prefixLastWord: false, keepMisspelt: false };

describe("textQuery", () => {
  it("needs every word, and lets the last one be the start of a name, brand or category word", () => {
    expect(textQuery(["whey", "iso"], new Map(), typing)).toBe("(whey) & (iso | iso:*ABC)");
    expect(textQuery(["whey", "isolate"], new Map(), ranking)).toBe("(whey) & (isolate)");
  });

  it("accepts a spelling correction in place of a word; ranking counts only the correction", () => {
    const corrections = new Map([["gorila", ["gorilla"]]]);
    expect(textQuery(["gorila", "mind"], corrections, typing)).toBe("(gorila | gorilla) & (mind | mind:*ABC)");
    expect(textQuery(["mind", "gorila"], corrections, typing)).toBe("(mind) & (gorila | gorila:*ABC | gorilla)");
    expect(textQuery(["mind", "gorila"], corrections, { ...ranking, prefixLastWord: true })).toBe("(mind) & (gorilla)");
  });

  it("looks for a word naming a category anywhere but in the brand, and a prefix of one only in names and categories", () => {
    expect(textQuery(["rule", "protein"], new Map(), typing)).toBe("(rule) & (protein:ACD | protein:*AC)");
    expect(textQuery(["proteins"], new Map(), ranking)).toBe("(proteins:ACD)");
    expect(textQuery(["prtein"], new Map([["prtein", ["protein"]]]), ranking)).toBe("(protein:ACD)");
  });

  it("asks for every word in the name when only the products named for the term are wanted", () => {
    expect(textQuery(["whey", "prot"], new Map(), { ...typing, nameOnly: true })).toBe("(whey:A) & (prot:A | prot:*A)");
  });

  it("never passes anything but letters and digits to the query parser", () => {
    const corrections = new Map([["whey", ["wh'ey", "wheys"]]]);
    expect(textQuery(["whey", "a&b", "c:*"], corrections, typing)).toBe("(whey | whey:*ABC | wheys)");
    expect(textQuery([], new Map(), typing)).toBe("");
  });
});

describe("suggestionOptions", () => {
  it("lists products, then categories, then brands, each with where it leads", () => {
    const options = suggestionOptions({
      term: "gor",
      products: [{ slug: "gorilla-mode", title: "Gorilla Mode", image: null, priceCents: 4999 }],
      categories: [{ slug: "pre-workout", name: "Pre Workout" }],
      brands: [{ slug: "gorilla-mind", name: "Gorilla Mind" }],
    });
    expect(options.map((option) => [option.kind, option.href])).toEqual([
      ["product", "/product/gorilla-mode"],
      ["category", "/products?category=pre-workout"],
      ["brand", "/brands/gorilla-mind"],
    ]);
    expect(suggestionOptions(null)).toEqual([]);
  });
});
