import { describe, expect, it } from "vitest";
import { parseCsv } from "~/lib/csv";
import { PRODUCTS_CSV_HEADER, type ProductCsvRecord, productCsvLine } from "~/lib/products-csv";
import { readProductCsvRow } from "~/lib/products-csv.schema";

const record: ProductCsvRecord = {
  title: "Rule One Whey Isolate, 2 lb",
  slug: "r1-whey-isolate",
  category: "protein",
  brandSlug: "rule-one",
  priceCents: 4999,
  salePriceCents: 4450,
  subscriptionPriceCents: 3999,
  description: 'Fast-digesting whey isolate: "clean" protein.\nTwo lines.',
  ingredients: "Whey protein isolate, cocoa.",
  directions: "- Mix one scoop with 8 oz of water.",
  tags: ["whey", "high-protein"],
  dietary: ["Vegan", "Gluten Free"],
  flavors: ["Chocolate", "Vanilla Bean"],
  faqs: [{ question: "Is it sweet?", answer: "Lightly, about 2 g of sugar." }],
  bestSeller: true,
  featured: false,
  images: ["/images/products/r1-whey-isolate-1.png", "https://cdn.example.com/whey.jpg"],
  stock: 42,
  lowStockThreshold: 8,
  archived: false,
};

/** A file's data line as the import sees it: cells by column. */
function cellsOf(text: string) {
  const [header, line] = parseCsv(text) ?? [];
  return Object.fromEntries((header ?? []).map((column, index) => [column, line?.[index] ?? ""]));
}

describe("the catalogue file (decision 176)", () => {
  it("reads back exactly the product it wrote, texts that look like formulas included", () => {
    const text = `${PRODUCTS_CSV_HEADER.join(",")}\r\n${productCsvLine(record)}`;
    expect(readProductCsvRow(cellsOf(text))).toEqual({ ok: true, record });
    const plain = {
      ...record,
      salePriceCents: null,
      subscriptionPriceCents: null,
      faqs: [],
      images: [],
      brandSlug: null,
    };
    expect(readProductCsvRow(cellsOf(`${PRODUCTS_CSV_HEADER.join(",")}\r\n${productCsvLine(plain)}`))).toEqual({
      ok: true,
      record: plain,
    });
  });

  it("keeps the product's own value for every column a file leaves out", () => {
    expect(readProductCsvRow({ Address: "r1-whey-isolate", Price: "52.00", Stock: "7" }, record)).toEqual({
      ok: true,
      record: { ...record, priceCents: 5200, stock: 7 },
    });
  });

  it("names the column of the first reason a line is refused", () => {
    const refused = (cells: Record<string, string>) => readProductCsvRow({ Address: "x", ...cells }, record);
    expect(refused({ "Sale price": "60" })).toEqual({
      ok: false,
      reason: "Sale price: A sale price is lower than the price.",
    });
    expect(refused({ Price: "abc" })).toEqual({ ok: false, reason: "Price: Enter the amount in dollars, like 12.50." });
    expect(refused({ Stock: "-2" })).toEqual({ ok: false, reason: "Stock: write a whole number from 0 to 100,000." });
    expect(refused({ Featured: "maybe" })).toEqual({ ok: false, reason: "Featured: write yes or no." });
    expect(refused({ Dietary: "Paleo" })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Dietary: “Paleo” is not one of Vegan/),
    });
    expect(refused({ Photos: "ftp://example.com/a.png" })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Photos: /),
    });
    expect(refused({ "Questions and answers": "not json" })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Questions and answers: /),
    });
    expect(refused({ Name: "" })).toEqual({ ok: false, reason: "Name: Enter the product's name." });
  });

  it("gives a new product the default alert level and no stock when the file has neither", () => {
    const read = readProductCsvRow({
      Address: "new-bar",
      Name: "New Bar",
      Category: "protein",
      Price: "2.50",
      Description: "A bar.",
    });
    expect(read).toMatchObject({
      ok: true,
      record: { stock: 0, lowStockThreshold: 5, archived: false, brandSlug: null },
    });
  });
});
