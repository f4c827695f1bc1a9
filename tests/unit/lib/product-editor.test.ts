import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/forms";
import { copyTitle, MAX_OPENING_STOCK, PRODUCT_TEXT_MAX, type ProductDraft } from "~/lib/product-editor";
import { newProductFormSchema, productFormSchema, productListQuerySchema } from "~/lib/product-editor.schema";

/** The editor's form as the browser posts it (Object.fromEntries of its FormData): every value a string. */
const form: Record<string, string> = {
  title: "Rule One Whey Isolate 2 lb",
  slug: "r1-whey-isolate",
  category: "protein",
  brandSlug: "rule-one",
  price: "49.99",
  salePrice: "44.50",
  subscriptionPrice: "39.99",
  description: "  Fast-digesting whey isolate.  ",
  ingredients: "Whey protein isolate, cocoa.",
  directions: "Mix one scoop with 8 oz of water.",
  tags: "Whey, High Protein , whey,,high-protein, Low Sugar",
  flavors: "Chocolate\r\nVanilla Bean\r\n\r\n  Chocolate  \r\n",
  bestSeller: "on",
  "dietary:Vegan": "on",
  "dietary:Gluten Free": "on",
  faq1Question: "Is it sweet?",
  faq1Answer: "Lightly: about 2 g of sugar a scoop.",
  faq2Question: "",
  faq2Answer: "",
  faq3Question: "Does it mix in a shaker?",
  faq3Answer: "Yes, without lumps.",
};

const draft: ProductDraft = {
  title: "Rule One Whey Isolate 2 lb",
  slug: "r1-whey-isolate",
  category: "protein",
  brandSlug: "rule-one",
  priceCents: 4999,
  salePriceCents: 4450,
  subscriptionPriceCents: 3999,
  description: "Fast-digesting whey isolate.",
  ingredients: "Whey protein isolate, cocoa.",
  directions: "Mix one scoop with 8 oz of water.",
  tags: ["whey", "high-protein", "low-sugar"],
  dietary: ["Vegan", "Gluten Free"],
  flavors: ["Chocolate", "Vanilla Bean"],
  faqs: [
    { question: "Is it sweet?", answer: "Lightly: about 2 g of sugar a scoop." },
    { question: "Does it mix in a shaker?", answer: "Yes, without lumps." },
  ],
  bestSeller: true,
  featured: false,
};

/** The field errors of a form the schema refuses, as the action answers them. */
function errorsOf(fields: Record<string, string>) {
  const result = productFormSchema.safeParse(fields);
  expect(result.success, JSON.stringify(fields)).toBe(false);
  return result.success ? {} : fieldErrors(result.error);
}

function newProductErrorsOf(fields: Record<string, string>) {
  const result = newProductFormSchema.safeParse(fields);
  expect(result.success, JSON.stringify(fields)).toBe(false);
  return result.success ? {} : fieldErrors(result.error);
}

const OPENING_STOCK = "Enter the units on the shelf, a whole number from 0 to 100,000.";

describe("the product form's schema (decision 174)", () => {
  it("reads a full form into the draft: exact cents, slugified tags once each, one flavour a line, ticked boxes", () => {
    expect(productFormSchema.parse(form)).toEqual(draft);
  });

  it("reads dollars into exact cents, with or without the dollar sign", () => {
    const prices = (price: string, salePrice: string) => {
      const parsed = productFormSchema.parse({ ...form, price, salePrice, subscriptionPrice: "" });
      return [parsed.priceCents, parsed.salePriceCents];
    };
    expect(prices("49.99", "")).toEqual([4999, null]);
    expect(prices("$19.9", "19.89")).toEqual([1990, 1989]);
    expect(prices("0.29", "0.01")).toEqual([29, 1]);
    expect(prices("1234567.89", "")).toEqual([123456789, null]);
  });

  it("derives an empty address from the name, and lower-cases one typed in capitals", () => {
    expect(productFormSchema.parse({ ...form, slug: "" }).slug).toBe("rule-one-whey-isolate-2-lb");
    expect(productFormSchema.parse({ ...form, slug: "  " }).slug).toBe("rule-one-whey-isolate-2-lb");
    const { slug: _slug, ...withoutSlug } = form;
    expect(productFormSchema.parse(withoutSlug).slug).toBe("rule-one-whey-isolate-2-lb");
    expect(productFormSchema.parse({ ...form, slug: "R1-Whey-Isolate" }).slug).toBe("r1-whey-isolate");
  });

  it("reads unticked boxes as false and an empty brand as none, and drops empty optional fields", () => {
    const { bestSeller: _bestSeller, "dietary:Vegan": _vegan, "dietary:Gluten Free": _glutenFree, ...unticked } = form;
    const parsed = productFormSchema.parse({
      ...unticked,
      featured: "on",
      brandSlug: "",
      tags: "",
      flavors: "",
      salePrice: "",
      subscriptionPrice: " ",
      faq1Question: "",
      faq1Answer: "",
      faq3Question: "",
      faq3Answer: "",
    });
    expect(parsed).toMatchObject({
      bestSeller: false,
      featured: true,
      dietary: [],
      brandSlug: null,
      tags: [],
      flavors: [],
      salePriceCents: null,
      subscriptionPriceCents: null,
      faqs: [],
    });
  });

  it("keeps the dietary labels in the store's order, whatever order the boxes arrive in", () => {
    const parsed = productFormSchema.parse({ ...form, "dietary:Non-GMO": "on", "dietary:Keto Friendly": "on" });
    expect(parsed.dietary).toEqual(["Vegan", "Gluten Free", "Keto Friendly", "Non-GMO"]);
  });

  it("asks for a name", () => {
    expect(errorsOf({ ...form, title: "   " })).toEqual({ title: "Enter the product's name." });
    expect(errorsOf({ ...form, title: "x".repeat(PRODUCT_TEXT_MAX.title + 1) })).toEqual({
      title: `Keep the name to ${PRODUCT_TEXT_MAX.title} characters or fewer.`,
    });
  });

  it("refuses an address that is not lower-case words joined by single hyphens", () => {
    const message = "Use lower-case letters, digits and single hyphens, like whey-isolate-2lb.";
    for (const slug of ["whey_isolate", "whey--isolate", "whey isolate", "-whey", "whey-", "whey/isolate"]) {
      expect(errorsOf({ ...form, slug }), slug).toEqual({ slug: message });
    }
  });

  it("asks for a category and a description", () => {
    expect(errorsOf({ ...form, category: " " })).toEqual({ category: "Choose a category." });
    expect(errorsOf({ ...form, description: "" })).toEqual({
      description: "Describe the product: shoppers read this first.",
    });
  });

  it("refuses a price of $0", () => {
    for (const price of ["0", "0.00", "$0"]) {
      expect(errorsOf({ ...form, price, salePrice: "", subscriptionPrice: "" }), price).toEqual({
        price: "A price is more than $0.",
      });
    }
  });

  it("refuses a sale price that is not below the price", () => {
    for (const salePrice of ["49.99", "50"]) {
      expect(errorsOf({ ...form, salePrice }), salePrice).toEqual({
        salePrice: "A sale price is lower than the price.",
      });
    }
  });

  it("refuses a Subscribe & Save price that is not below the one-off price, the sale price when there is one", () => {
    const message = "The Subscribe & Save price is lower than what a one-off purchase costs.";
    expect(errorsOf({ ...form, salePrice: "", subscriptionPrice: "49.99" })).toEqual({ subscriptionPrice: message });
    expect(errorsOf({ ...form, salePrice: "44.50", subscriptionPrice: "44.50" })).toEqual({
      subscriptionPrice: message,
    });
    expect(errorsOf({ ...form, salePrice: "44.50", subscriptionPrice: "45.00" })).toEqual({
      subscriptionPrice: message,
    });
    // Without the sale price, $45.00 is below the $49.99 a one-off purchase costs.
    expect(productFormSchema.parse({ ...form, salePrice: "", subscriptionPrice: "45.00" }).subscriptionPriceCents).toBe(
      4500,
    );
  });

  it("refuses a question without its answer, and an answer without its question", () => {
    expect(errorsOf({ ...form, faq2Question: "Is it vegan?", faq2Answer: "  " })).toEqual({
      faq2Answer: "Answer the question.",
    });
    expect(errorsOf({ ...form, faq6Answer: "Yes." })).toEqual({ faq6Question: "Write the question this answers." });
  });
});

describe("the new-product form's schema", () => {
  it("reads the units on the shelf as the opening stock, beside the same draft", () => {
    expect(newProductFormSchema.parse({ ...form, stock: " 24 " })).toEqual({ ...draft, stock: 24 });
    expect(newProductFormSchema.parse({ ...form, stock: "0" }).stock).toBe(0);
    expect(newProductFormSchema.parse({ ...form, stock: String(MAX_OPENING_STOCK) }).stock).toBe(MAX_OPENING_STOCK);
  });

  it("refuses stock that is not a whole number from 0 to the most a product opens with", () => {
    for (const stock of ["abc", "-1", "2.5", "", "1e3", String(MAX_OPENING_STOCK + 1), "1000000"]) {
      expect(newProductErrorsOf({ ...form, stock }), stock).toEqual({ stock: OPENING_STOCK });
    }
    expect(newProductErrorsOf(form)).toEqual({ stock: OPENING_STOCK });
  });

  it("checks the product's fields as the edit form does", () => {
    expect(newProductErrorsOf({ ...form, price: "0", salePrice: "", subscriptionPrice: "", stock: "5" })).toEqual({
      price: "A price is more than $0.",
    });
  });
});

describe("the product list's query", () => {
  it("trims the search and falls back to the products in the store for an unknown or missing state", () => {
    expect(productListQuerySchema.parse({ q: "  whey ", state: "archived" })).toEqual({ q: "whey", state: "archived" });
    expect(productListQuerySchema.parse({ state: "all" })).toEqual({ q: "", state: "all" });
    expect(productListQuerySchema.parse({ state: "deleted" })).toEqual({ q: "", state: "listed" });
    expect(productListQuerySchema.parse({})).toEqual({ q: "", state: "listed" });
  });

  it("refuses a search over 100 characters", () => {
    const result = productListQuerySchema.safeParse({ q: "x".repeat(101) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Search for at most 100 characters.");
  });
});

describe("copyTitle", () => {
  it("names a duplicate as the copy, within the name's limit", () => {
    expect(copyTitle("Whey Isolate")).toBe("Whey Isolate (copy)");
    const long = copyTitle("x".repeat(PRODUCT_TEXT_MAX.title));
    expect(long).toHaveLength(PRODUCT_TEXT_MAX.title);
    expect(long.endsWith("x (copy)")).toBe(true);
  });
});
