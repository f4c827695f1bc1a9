import { describe, expect, it } from "vitest";
import { parseCsv } from "~/lib/csv";
import { type FlavorCsvRecord, PRODUCTS_CSV_HEADER, type ProductCsvRecord, productCsvLines } from "~/lib/products-csv";
import { readFlavorCsvRow, readProductCsvRow } from "~/lib/products-csv.schema";

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
  sku: null,
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
    const text = `${PRODUCTS_CSV_HEADER.join(",")}\r\n${productCsvLines(record)}`;
    expect(readProductCsvRow(cellsOf(text))).toEqual({ ok: true, record });
    const plain = {
      ...record,
      salePriceCents: null,
      subscriptionPriceCents: null,
      faqs: [],
      images: [],
      brandSlug: null,
    };
    expect(readProductCsvRow(cellsOf(`${PRODUCTS_CSV_HEADER.join(",")}\r\n${productCsvLines(plain)}`))).toEqual({
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
    for (const path of ["/images/../admin", "/images/a/../../x.webp", "/images/./a.webp", "/images//a.webp"]) {
      expect(refused({ Photos: `/images/a.webp\n${path}` })).toEqual({
        ok: false,
        reason: `Photos: “${path}” has an empty, “.” or “..” part: give each photo's address as the export writes it.`,
      });
    }
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

describe("a flavour's line (decision 186)", () => {
  const vanilla: FlavorCsvRecord = {
    flavor: "Vanilla Bean",
    sku: "R1-WHEY-ISOLATE--VANILLA-BEAN",
    stock: 7,
    lowStockThreshold: null,
    priceCents: null,
    salePriceCents: null,
  };

  it("follows its product's line and reads back exactly the flavour it wrote", () => {
    const text = `${PRODUCTS_CSV_HEADER.join(",")}\r\n${productCsvLines(record, [vanilla, { ...vanilla, flavor: "=1+1", lowStockThreshold: 0 }])}`;
    const [header = [], product, ...flavors] = parseCsv(text) ?? [];
    const cells = (row: string[] = []) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ""]));
    expect(cells(product)).toMatchObject({ Address: "r1-whey-isolate", Flavor: "", SKU: "", Stock: "42" });
    expect(flavors.map((row) => readFlavorCsvRow(cells(row), { ...vanilla, flavor: cells(row).Flavor ?? "" }))).toEqual(
      [
        { ok: true, value: vanilla },
        { ok: true, value: { ...vanilla, flavor: "=1+1", lowStockThreshold: 0 } },
      ],
    );
  });

  it("keeps the SKU and units a file leaves out or empty, and takes an empty alert level as the product's", () => {
    const own = { ...vanilla, lowStockThreshold: 3 };
    expect(readFlavorCsvRow({ Address: "x", Flavor: "Vanilla Bean", Stock: "9" }, own)).toEqual({
      ok: true,
      value: { ...own, stock: 9 },
    });
    expect(readFlavorCsvRow({ SKU: " VAN-2LB ", Stock: "", "Alert at": "" }, own)).toEqual({
      ok: true,
      value: { ...vanilla, sku: "VAN-2LB" },
    });
  });

  it("names the column of the first reason it is refused", () => {
    const refused = (cells: Record<string, string>) => readFlavorCsvRow({ Address: "x", ...cells }, vanilla);
    expect(refused({ Name: "Whey" })).toEqual({
      ok: false,
      reason: "Name: a flavor's line leaves the product's cells empty: change them on the product's line.",
    });
    expect(refused({ Price: "", SKU: "VAN 2LB" })).toEqual({
      ok: false,
      reason: "SKU: write letters and digits, with - _ . or / between them and no spaces.",
    });
    expect(refused({ SKU: "A".repeat(201) })).toEqual({
      ok: false,
      reason: "SKU: keep it to 200 characters or fewer.",
    });
    expect(refused({ Stock: "-1" })).toEqual({ ok: false, reason: "Stock: write a whole number from 0 to 100,000." });
    expect(refused({ "Alert at": "lots" })).toMatchObject({ ok: false, reason: expect.stringMatching(/^Alert at: /) });
  });

  it("gives a product without flavours the SKU of its line, and refuses one on a product with flavours", () => {
    const creatine = { ...record, flavors: [], sku: "CREATINE" };
    expect(readProductCsvRow({ Address: "r1-whey-isolate", SKU: "CR-300" }, creatine)).toMatchObject({
      ok: true,
      record: { sku: "CR-300" },
    });
    expect(readProductCsvRow({ Address: "r1-whey-isolate", SKU: "" }, creatine)).toMatchObject({
      ok: true,
      record: { sku: "CREATINE" },
    });
    expect(readProductCsvRow({ Address: "r1-whey-isolate", SKU: "WHEY" }, record)).toEqual({
      ok: false,
      reason: "SKU: a product with flavors has a SKU per flavor, on its flavor lines.",
    });
    // Flavours added to a product without them: the SKU it had is no longer its own.
    expect(readProductCsvRow({ Address: "r1-whey-isolate", Flavours: "Lime" }, creatine)).toMatchObject({
      ok: true,
      record: { sku: null, flavors: ["Lime"] },
    });
  });
});
