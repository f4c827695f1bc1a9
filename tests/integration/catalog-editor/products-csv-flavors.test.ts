import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportProductsCsv } from "~/.server/catalog-editor/export-products-csv";
import { importProductsCsv } from "~/.server/catalog-editor/product-imports";
import { auditLog, backInStockRequests, products, productVariants, stockMovements } from "~/.server/db/schema";
import { setLowStockThreshold } from "~/.server/stock/low-stock";
import { recordUnexplainedStock } from "~/.server/stock/stock-ledger";
import { csvLine, parseCsv } from "~/lib/csv";
import { PRODUCTS_CSV_HEADER } from "~/lib/products-csv";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { expectLedgerToExplainStock } from "../../support/stock-ledger";

// Each flavour's line in the catalogue file (decision 186).

const t = withTestDatabase();
const actor = { userId: null, email: "owner@example.com" };

async function exported(): Promise<string> {
  let text = "";
  for await (const chunk of exportProductsCsv({ db: t.db })) text += chunk;
  return text;
}

const importText = (text: string) => importProductsCsv({ text, actor, db: t.db });

/** A file with these columns and lines. */
const file = (header: readonly string[], ...lines: string[][]) =>
  csvLine(header) + lines.map((line) => csvLine(line)).join("");

/** The file with `change` made to the cells of each line, by column, as a spreadsheet would. */
function edited(text: string, change: (cells: Record<string, string>) => void): string {
  const [header = [], ...rows] = parseCsv(text) ?? [];
  const lines = rows.map((row) => {
    const cells = Object.fromEntries(header.map((column, index) => [column, row[index] ?? ""]));
    change(cells);
    return header.map((column) => cells[column] ?? "");
  });
  return file(header, ...lines);
}

/** Each variant as "address flavour SKU: units (own alert level)". */
async function shelves(): Promise<string[]> {
  const rows = await t.db
    .select({
      slug: products.slug,
      flavor: productVariants.flavor,
      sku: productVariants.sku,
      stock: productVariants.stock,
      level: productVariants.lowStockThreshold,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .orderBy(asc(products.slug), asc(productVariants.position));
  return rows.map(
    (row) =>
      `${row.slug}${row.flavor ? ` ${row.flavor}` : ""} ${row.sku}: ${row.stock}${row.level === null ? "" : ` (${row.level})`}`,
  );
}

/** Whey (Chocolate and Vanilla, 5 each, the vanilla alerting at 2), Creatine (no flavours, 4), BCAA (Mango 1, Lime 0). */
async function catalogue() {
  const ids = await insertProducts(
    t.db,
    { slug: "whey", title: "Whey", flavors: ["Chocolate", "Vanilla"], stock: 10 },
    { slug: "creatine", title: "Creatine", stock: 4 },
    { slug: "bcaa", title: "BCAA", flavors: ["Mango", "Lime"], stock: 1 },
  );
  await recordUnexplainedStock({ db: t.db, reason: "opening" });
  const [vanilla] = await t.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.sku, "WHEY--VANILLA"));
  await setLowStockThreshold({ productId: ids.whey, variantId: vanilla?.id, threshold: 2, actor, db: t.db });
  return ids;
}

/** The catalogue's shelves after catalogue(), as shelves() gives them, by address and flavour. */
const SHELVES = {
  "bcaa Mango": "BCAA--MANGO: 1",
  "bcaa Lime": "BCAA--LIME: 0",
  creatine: "CREATINE: 4",
  "whey Chocolate": "WHEY--CHOCOLATE: 5",
  "whey Vanilla": "WHEY--VANILLA: 5 (2)",
};

/** The catalogue's shelves with these ones changed. */
const shelvesWith = (changed: Partial<typeof SHELVES>) =>
  Object.entries({ ...SHELVES, ...changed }).map(([shelf, units]) => `${shelf} ${units}`);

describe("flavour lines in the catalogue file (decision 186)", () => {
  it("exports each flavour on its own line and round-trips: unchanged, nothing written; an edit changes that flavour", async () => {
    await catalogue();
    const text = await exported();
    const columns = ["Address", "Flavor", "SKU", "Stock", "Alert at"] as const;
    const at = columns.map((column) => PRODUCTS_CSV_HEADER.indexOf(column));
    const rows = (parseCsv(text) ?? []).map((row) => at.map((index) => row[index]));
    expect(rows).toEqual([
      ["Address", "Flavor", "SKU", "Stock", "Alert at"],
      ["bcaa", "", "", "1", "5"],
      ["bcaa", "Mango", "BCAA--MANGO", "1", ""],
      ["bcaa", "Lime", "BCAA--LIME", "0", ""],
      ["creatine", "", "CREATINE", "4", "5"],
      ["whey", "", "", "10", "5"],
      ["whey", "Chocolate", "WHEY--CHOCOLATE", "5", ""],
      ["whey", "Vanilla", "WHEY--VANILLA", "5", "2"],
    ]);
    const audit = await t.db.$count(auditLog);
    const movements = await t.db.$count(stockMovements);
    expect(await importText(text)).toEqual({
      ok: true,
      report: { created: 0, updated: 0, unchanged: 7, rejected: [] },
    });
    expect(await t.db.$count(auditLog)).toBe(audit);
    expect(await t.db.$count(stockMovements)).toBe(movements);
    expect(await exported()).toBe(text);

    // The vanilla counted at 8 under a SKU of the shop's own; the product's total brought up to date beside it.
    const edit = edited(text, (cells) => {
      if (cells.Flavor === "Vanilla") Object.assign(cells, { SKU: "WHEY-VAN-2LB", Stock: "8" });
      if (cells.Address === "whey" && cells.Flavor === "") cells.Stock = "13";
    });
    expect(await importText(edit)).toEqual({
      ok: true,
      report: { created: 0, updated: 1, unchanged: 6, rejected: [] },
    });
    expect(await shelves()).toEqual(shelvesWith({ "whey Vanilla": "WHEY-VAN-2LB: 8 (2)" }));
    const booked = await t.db
      .select({ sku: productVariants.sku, change: stockMovements.change, reason: stockMovements.reason })
      .from(stockMovements)
      .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
      .where(eq(stockMovements.note, "CSV import"));
    expect(booked).toEqual([{ sku: "WHEY-VAN-2LB", change: 3, reason: "import" }]);
    await expectLedgerToExplainStock(t.db);
    const imported = await t.db.select().from(auditLog).where(eq(auditLog.action, "product.imported"));
    expect(imported.map(({ subject, before, after }) => ({ subject, before, after }))).toEqual([
      {
        subject: "product whey",
        before: { sku: "WHEY--VANILLA", stock: 5, priceCents: null, salePriceCents: null },
        after: { sku: "WHEY-VAN-2LB", stock: 8, priceCents: null, salePriceCents: null },
      },
    ]);
    expect(await importText(await exported())).toMatchObject({ report: { updated: 0, unchanged: 7 } });
  });

  it("takes a file of Address, Flavor and Stock as a count of each flavour, and tells shoppers waiting for one", async () => {
    const ids = await catalogue();
    const [lime] = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.sku, "BCAA--LIME"));
    await t.db.insert(backInStockRequests).values({
      productId: ids.bcaa,
      variantId: lime?.id,
      email: "lime@example.com",
      token: randomUUID(),
      confirmedAt: new Date(),
    });
    const count = file(
      ["Address", "Flavor", "Stock"],
      ["whey", "chocolate", "2"],
      ["bcaa", "Lime", "6"],
      ["bcaa", "Mango", "1"],
      ["creatine", "", "7"],
    );
    expect(await importText(count)).toEqual({
      ok: true,
      report: { created: 0, updated: 3, unchanged: 1, rejected: [] },
    });
    expect(await shelves()).toEqual(
      shelvesWith({ "bcaa Lime": "BCAA--LIME: 6", creatine: "CREATINE: 7", "whey Chocolate": "WHEY--CHOCOLATE: 2" }),
    );
    await expectLedgerToExplainStock(t.db);
    const [request] = await t.db.select({ notifiedAt: backInStockRequests.notifiedAt }).from(backInStockRequests);
    expect(request?.notifiedAt).toBeInstanceOf(Date);
  });

  it("refuses a flavour's line with its reason, naming the column, and writes nothing of it", async () => {
    await catalogue();
    const lines = file(
      ["Address", "Flavor", "SKU", "Stock", "Alert at"],
      ["whey", "Vanilla", "BCAA--MANGO", "9", ""],
      ["whey", "Strawberry", "", "3", ""],
      ["bcaa", "Lime", "", "-2", ""],
      ["bcaa", "Mango", "BAD SKU", "", ""],
      ["whey", "VANILLA", "", "1", ""],
      ["whey", "Chocolate", "", "7", "3"],
      ["glacier-bar", "Berry", "", "3", ""],
      ["creatine", "Lemon", "", "3", ""],
    );
    expect(await importText(lines)).toEqual({
      ok: true,
      report: {
        created: 0,
        updated: 1,
        unchanged: 0,
        rejected: [
          { line: 2, address: "whey", reason: "SKU: BCAA--MANGO is already the SKU of BCAA (Mango)." },
          {
            line: 3,
            address: "whey",
            reason:
              "Flavor: the product has no flavor “Strawberry”: add it to the Flavours cell of the product's line first.",
          },
          { line: 4, address: "bcaa", reason: "Stock: write a whole number from 0 to 100,000." },
          {
            line: 5,
            address: "bcaa",
            reason: "SKU: write letters and digits, with - _ . or / between them and no spaces.",
          },
          { line: 6, address: "whey", reason: "Flavor: line 2 already has this flavor." },
          { line: 8, address: "glacier-bar", reason: "Address: no product has this address." },
          {
            line: 9,
            address: "creatine",
            reason:
              "Flavor: the product has no flavor “Lemon”: add it to the Flavours cell of the product's line first.",
          },
        ],
      },
    });
    expect(await shelves()).toEqual(shelvesWith({ "whey Chocolate": "WHEY--CHOCOLATE: 7 (3)" }));
    await expectLedgerToExplainStock(t.db);
  });

  it("refuses a product's own line that says what only its flavours' lines can", async () => {
    await catalogue();
    const lines = file(
      ["Address", "Flavor", "SKU", "Stock"],
      ["whey", "", "WHEY", ""],
      ["bcaa", "", "", "4"],
      ["bcaa", "Lime", "", "2"],
      ["creatine", "", "CREATINE-300G", "6"],
      ["creatine", "", "CREATINE-1KG", "6"],
    );
    expect(await importText(lines)).toMatchObject({
      ok: true,
      report: {
        updated: 2,
        rejected: [
          { line: 2, reason: "SKU: a product with flavors has a SKU per flavor, on its flavor lines." },
          {
            line: 3,
            reason: "Stock: a product with flavors is counted per flavor, on its flavor lines or its stock page.",
          },
          { line: 6, reason: "Address: line 5 already has this address." },
        ],
      },
    });
    expect(await shelves()).toEqual(shelvesWith({ "bcaa Lime": "BCAA--LIME: 2", creatine: "CREATINE-300G: 6" }));
    await expectLedgerToExplainStock(t.db);
  });

  it("adds and removes flavours with their lines in one file, and gives a new product's flavours their SKUs and counts", async () => {
    await catalogue();
    const header = ["Address", "Flavor", "SKU", "Name", "Category", "Price", "Description", "Flavours", "Stock"];
    const lines = file(
      header,
      // The vanilla is dropped: counted down to 0 on its line, then gone from the list; the mango comes in.
      ["whey", "", "", "Whey", "protein", "20.00", "A product.", "Chocolate\nMango", "10"],
      ["whey", "Vanilla", "", "", "", "", "", "", "0"],
      ["whey", "Mango", "WHEY-MANGO", "", "", "", "", "", "4"],
      ["glacier-bar", "", "", "Glacier Bar", "protein", "2.50", "A cold bar.", "Berry\nLemon", "4"],
      ["glacier-bar", "Berry", "GB-BERRY", "", "", "", "", "", "3"],
      ["glacier-bar", "Lemon", "", "", "", "", "", "", "1"],
      // Refused once added: nothing of it is left.
      ["cold-bar", "", "CREATINE", "Cold Bar", "protein", "2.50", "A bar.", "", "3"],
    );
    expect(await importText(lines)).toEqual({
      ok: true,
      report: {
        created: 1,
        updated: 5,
        unchanged: 0,
        rejected: [{ line: 8, address: "cold-bar", reason: "SKU: CREATINE is already the SKU of Creatine." }],
      },
    });
    expect(await t.db.$count(products, eq(products.slug, "cold-bar"))).toBe(0);
    expect(await shelves()).toEqual([
      "bcaa Mango BCAA--MANGO: 1",
      "bcaa Lime BCAA--LIME: 0",
      "creatine CREATINE: 4",
      "glacier-bar Berry GB-BERRY: 3",
      "glacier-bar Lemon GLACIER-BAR--LEMON: 1",
      "whey Chocolate WHEY--CHOCOLATE: 5",
      "whey Mango WHEY-MANGO: 4",
    ]);
    await expectLedgerToExplainStock(t.db);
  });

  it("reads a file of the columns before flavour lines exactly as before", async () => {
    await catalogue();
    const old = PRODUCTS_CSV_HEADER.filter((column) => column !== "Flavor" && column !== "SKU");
    const [header = [], ...rows] = parseCsv(await exported()) ?? [];
    const productLines = rows
      .filter((row) => row[header.indexOf("Flavor")] === "")
      .map((row) => old.map((column) => row[header.indexOf(column)] ?? ""));
    const movements = await t.db.$count(stockMovements);
    expect(await importText(file(old, ...productLines))).toEqual({
      ok: true,
      report: { created: 0, updated: 0, unchanged: 3, rejected: [] },
    });
    expect(await t.db.$count(stockMovements)).toBe(movements);

    const stock = file(["Address", "Stock"], ["creatine", "9"], ["whey", "12"]);
    expect(await importText(stock)).toMatchObject({
      report: {
        updated: 1,
        rejected: [
          {
            line: 3,
            address: "whey",
            reason: "Stock: a product with flavors is counted per flavor, on its flavor lines or its stock page.",
          },
        ],
      },
    });
    const booked = await t.db
      .select({ change: stockMovements.change })
      .from(stockMovements)
      .where(and(eq(stockMovements.productSlug, "creatine"), eq(stockMovements.reason, "import")));
    expect(booked).toEqual([{ change: 5 }]);
    await expectLedgerToExplainStock(t.db);
  });
});
