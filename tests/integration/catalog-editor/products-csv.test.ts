import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getProductBySlug } from "~/.server/catalog/products";
import { upsertTaxonomy } from "~/.server/catalog/taxonomy";
import { exportProductsCsv } from "~/.server/catalog-editor/export-products-csv";
import {
  getProductImport,
  importProductsCsv,
  runProductImport,
  startProductImport,
} from "~/.server/catalog-editor/product-imports";
import { auditLog, productImports, products, stockMovements } from "~/.server/db/schema";
import { seedDemo } from "~/.server/demo";
import { csvLine } from "~/lib/csv";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
const actor = { userId: null, email: "owner@example.com" };

async function exported(batchSize?: number): Promise<string> {
  let text = "";
  for await (const chunk of exportProductsCsv({ db: t.db, batchSize })) text += chunk;
  return text;
}

const importText = (text: string) => importProductsCsv({ text, actor, db: t.db });

async function stockOf(slug: string) {
  const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.slug, slug));
  return row?.stock;
}

describe("the catalogue file (decision 176)", () => {
  it("round-trips the demo catalogue exactly: an export imported back changes nothing and writes nothing", async () => {
    await seedDemo({ db: t.db });
    await t.db
      .update(products)
      .set({ archivedAt: new Date(), lowStockThreshold: 12 })
      .where(eq(products.slug, await firstSlug()));
    const before = await exported(40);
    const lines = before.trimEnd().split("\r\n").length;
    expect(lines).toBeGreaterThan(100);
    const auditBefore = await t.db.$count(auditLog);
    const movementsBefore = await t.db.$count(stockMovements);

    const result = await importText(before);
    expect(result).toEqual({
      ok: true,
      // A line per product, and one per flavour (decision 186).
      report: { created: 0, updated: 0, unchanged: lines - 1, rejected: [] },
    });
    expect(await exported()).toBe(before);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
    expect(await t.db.$count(stockMovements)).toBe(movementsBefore);
  });

  it("changes only the columns a file has: a bulk price and stock edit, booked in the ledger", async () => {
    await insertProducts(
      t.db,
      { slug: "whey", title: "Whey", priceCents: 4999, stock: 10, description: "Whey." },
      { slug: "creatine", title: "Creatine", priceCents: 2500, stock: 4 },
    );
    const file =
      csvLine(["Address", "Price", "Stock"]) + csvLine(["whey", "52.00", "7"]) + csvLine(["creatine", "25.00", ""]);
    expect(await importText(file)).toEqual({
      ok: true,
      report: { created: 0, updated: 1, unchanged: 1, rejected: [] },
    });
    const whey = await getProductBySlug({ slug: "whey", db: t.db });
    expect(whey).toMatchObject({ priceCents: 5200, stock: 7, title: "Whey", description: "Whey." });
    expect(await stockOf("creatine")).toBe(4);
    const booked = await t.db
      .select({ change: stockMovements.change, reason: stockMovements.reason, note: stockMovements.note })
      .from(stockMovements)
      .where(eq(stockMovements.productSlug, "whey"));
    expect(booked).toEqual([{ change: -3, reason: "import", note: "CSV import" }]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subject, "product whey"));
    expect(audit.map((row) => row.action).sort()).toEqual(["product.imported", "product.updated"]);
  });

  it("adds a product for a new address, and archives one the file marks archived", async () => {
    await insertProducts(t.db, { slug: "whey", title: "Whey" });
    const file =
      csvLine(["Address", "Name", "Category", "Brand", "Price", "Stock", "Description", "Archived"]) +
      csvLine(["glacier-bar", "Glacier Bar", "protein", "rule-one", "2.50", "30", "A cold bar.", "no"]) +
      csvLine(["whey", "Whey", "protein", "", "20.00", "50", "A product.", "yes"]);
    expect(await importText(file)).toEqual({
      ok: true,
      report: { created: 1, updated: 1, unchanged: 0, rejected: [] },
    });
    expect(await getProductBySlug({ slug: "glacier-bar", db: t.db })).toMatchObject({
      title: "Glacier Bar",
      brand: "Rule One Proteins",
      priceCents: 250,
      stock: 30,
    });
    const opening = await t.db
      .select({ change: stockMovements.change })
      .from(stockMovements)
      .where(and(eq(stockMovements.productSlug, "glacier-bar"), eq(stockMovements.reason, "opening")));
    expect(opening).toEqual([{ change: 30 }]);
    expect(await getProductBySlug({ slug: "whey", db: t.db })).toBeNull();
  });

  it("reports each refused line with its line, address and reason, and imports the others", async () => {
    await insertProducts(
      t.db,
      { slug: "whey", title: "Whey", priceCents: 4999 },
      { slug: "bcaa", title: "BCAA" },
      { slug: "casein", title: "Casein", priceCents: 3000 },
    );
    const file =
      csvLine(["Address", "Price", "Sale price"]) +
      csvLine(["whey", "abc", ""]) +
      csvLine(["", "10.00", ""]) +
      csvLine(["bcaa", "30.00", ""]) +
      csvLine(["bcaa", "31.00", ""]) +
      csvLine(["new-thing", "10.00", ""]) +
      csvLine(["casein", "40.00", "45.00"]);
    const result = await importText(file);
    expect(result).toEqual({
      ok: true,
      report: {
        created: 0,
        updated: 1,
        unchanged: 0,
        rejected: [
          { line: 2, address: "whey", reason: "Price: Enter the amount in dollars, like 12.50." },
          { line: 3, address: "", reason: "Address: every line needs the product's address." },
          { line: 5, address: "bcaa", reason: "Address: line 4 already has this address." },
          { line: 6, address: "new-thing", reason: "Name: Enter the product's name." },
          { line: 7, address: "casein", reason: "Sale price: A sale price is lower than the price." },
        ],
      },
    });
    expect(await getProductBySlug({ slug: "bcaa", db: t.db })).toMatchObject({ priceCents: 3000 });
    expect(await getProductBySlug({ slug: "whey", db: t.db })).toMatchObject({ priceCents: 4999 });
    expect(await getProductBySlug({ slug: "casein", db: t.db })).toMatchObject({ priceCents: 3000 });
  });

  it("refuses a whole file that is not CSV, has a column the store does not know, or no Address", async () => {
    expect(await importText('Address,Name\n"whey,Whey\n')).toEqual({
      ok: false,
      reason: "The file is not CSV: a quoted cell is never closed.",
    });
    expect(await importText("Address,Colour\nwhey,red\n")).toEqual({
      ok: false,
      reason: "The column “Colour” is not one the store knows: start from an exported file.",
    });
    expect(await importText("Name,Price\nWhey,10.00\n")).toEqual({
      ok: false,
      reason: "The file has no Address column: each line needs the product's address.",
    });
    expect(await importText("Address,Price\n")).toEqual({ ok: false, reason: "The file has no products in it." });
  });

  it("refuses a binary file (a picture, a workbook) as not a CSV file, quoting none of its bytes", async () => {
    // What the upload's File.text() makes of a PNG's first bytes, and of an .xlsx workbook's (a ZIP archive).
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x2c, 0x41];
    const xlsx = [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0x21, 0, 0x62, 0xee, 0x9d, 0x68, 0x5e, 0x01];
    for (const bytes of [png, xlsx]) {
      expect(await importText(new TextDecoder().decode(Uint8Array.from(bytes)))).toEqual({
        ok: false,
        reason:
          "This is not a CSV file. In the spreadsheet, save the products as CSV (comma-separated) and import that.",
      });
    }
  });
});

describe("imports as jobs (decision 179)", () => {
  /** A file adding `count` bars, bar-1 to bar-N, with a refused line (no name) every 50th. */
  function barsFile(count: number): string {
    let text = csvLine(["Address", "Name", "Category", "Price", "Stock", "Description"]);
    for (let n = 1; n <= count; n++) {
      text += csvLine([`bar-${n}`, n % 50 === 0 ? "" : `Bar ${n}`, "protein", "2.50", "3", "A bar."]);
    }
    return text;
  }

  it("queues a file that reads as a whole, and refuses one that does not before queueing it", async () => {
    expect(await startProductImport({ text: "Address,Colour\nwhey,red\n", actor, db: t.db })).toEqual({
      ok: false,
      reason: "The column “Colour” is not one the store knows: start from an exported file.",
    });
    expect(await t.db.$count(productImports)).toBe(0);
    const started = await startProductImport({ text: barsFile(3), actor, db: t.db });
    if (!started.ok) throw new Error(started.reason);
    expect(await getProductImport({ importId: started.importId, db: t.db })).toMatchObject({
      total: 3,
      processed: 0,
      status: "running",
      report: { created: 0, updated: 0, unchanged: 0, rejected: [] },
      finishedAt: null,
    });
  });

  it("takes up a stopped import where its last line left it, applying and counting every line once", async () => {
    await insertProducts(t.db, { slug: "whey", title: "Whey" });
    const started = await startProductImport({ text: barsFile(260), actor, db: t.db });
    if (!started.ok) throw new Error(started.reason);
    const { importId } = started;

    // A process stops after 120 lines (a deploy, say).
    let lines = 0;
    expect(await runProductImport({ importId, isStopped: () => lines++ >= 120, db: t.db })).toBe("stopped");
    const halfway = await getProductImport({ importId, db: t.db });
    expect(halfway).toMatchObject({ processed: 120, status: "running" });
    expect(halfway?.report).toMatchObject({ created: 118, updated: 0, unchanged: 0 });
    expect(halfway?.report.rejected.map((line) => line.address)).toEqual(["bar-50", "bar-100"]);
    expect(await t.db.$count(products)).toBe(1 + 118);
    const [lease] = await t.db.select({ leaseUntil: productImports.leaseUntil }).from(productImports);
    expect(lease?.leaseUntil).toBeNull();
    const fileSize = async () =>
      (await t.db.select({ size: sql<number>`length(${productImports.file})` }).from(productImports))[0]?.size;
    expect(await fileSize()).toBeGreaterThan(0);

    // Another run, as another process's worker would: it takes the job where it stopped.
    expect(await runProductImport({ db: t.db })).toBe("done");
    const done = await getProductImport({ importId, db: t.db });
    expect(done).toMatchObject({ processed: 260, status: "done" });
    expect(done?.finishedAt).toBeInstanceOf(Date);
    // The file is not kept once its lines are done: the report says what became of each.
    expect(await fileSize()).toBe(0);
    expect(done?.report).toMatchObject({ created: 255, updated: 0, unchanged: 0 });
    expect(done?.report.rejected).toEqual(
      [50, 100, 150, 200, 250].map((n) => ({
        line: n + 1,
        address: `bar-${n}`,
        reason: "Name: Enter the product's name.",
      })),
    );
    expect(await t.db.$count(products)).toBe(1 + 255);
    expect(await t.db.$count(stockMovements, eq(stockMovements.reason, "opening"))).toBe(255);
    expect(await runProductImport({ db: t.db })).toBe("none");
  });

  it("leaves a job another process holds, and takes it once that process's lease has run out", async () => {
    await upsertTaxonomy({ db: t.db });
    const started = await startProductImport({ text: barsFile(2), actor, db: t.db });
    if (!started.ok) throw new Error(started.reason);
    await t.db.update(productImports).set({ leaseUntil: new Date(Date.now() + 60_000) });
    expect(await runProductImport({ db: t.db })).toBe("none");
    expect(await t.db.$count(products)).toBe(0);

    await t.db.update(productImports).set({ leaseUntil: new Date(Date.now() - 1000) });
    expect(await runProductImport({ db: t.db })).toBe("done");
    expect(await getProductImport({ importId: started.importId, db: t.db })).toMatchObject({
      status: "done",
      report: { created: 2 },
    });
  });
});

async function firstSlug(): Promise<string> {
  const [row] = await t.db.select({ slug: products.slug }).from(products).limit(1);
  if (!row) throw new Error("no product");
  return row.slug;
}
