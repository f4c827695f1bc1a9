import { inArray } from "drizzle-orm";
import type { AuditActor } from "~/.server/audit/audit-log";
import { listProductVariants, lockProducts } from "~/.server/catalog/variants";
import type { Database } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { products } from "~/.server/db/schema";
import { sendBackInStockNotices } from "~/.server/stock/back-in-stock";
import { isPlainText, parseCsv } from "~/lib/csv";
import {
  type LineOutcome,
  MAX_IMPORT_LINES,
  MAX_IMPORT_PRODUCTS,
  PRODUCTS_CSV_HEADER,
  type ProductCsvRecord,
  type ProductImportReport,
  type ProductsCsvColumn,
  type ProductsCsvLine,
} from "~/lib/products-csv";
import { type CatalogProduct, flavorVariants, withVariants } from "./export-products-csv";
import { checkFlavorLines, unknownFlavor, writeFlavorLine } from "./import-flavor-lines";
import { checkProductLine, writeProductLine } from "./import-product-line";
import { lockProductForEdit } from "./save-product";

type Header = (ProductsCsvColumn | undefined)[];
type Cells = Partial<Record<ProductsCsvColumn, string>>;

/** The file's columns by name, in any order and case; one the store does not know refuses the file. */
function readHeader(cells: string[]): { ok: true; header: Header } | { ok: false; reason: string } {
  const header = cells.map((cell) =>
    PRODUCTS_CSV_HEADER.find((column) => column.toLowerCase() === cell.trim().toLowerCase()),
  );
  const unknown = cells.find((cell, index) => header[index] === undefined && cell.trim() !== "");
  if (unknown !== undefined) {
    return { ok: false, reason: `The column “${unknown}” is not one the store knows: start from an exported file.` };
  }
  if (!header.includes("Address")) {
    return { ok: false, reason: "The file has no Address column: each line needs the product's address." };
  }
  return { ok: true, header };
}

function cellsOf(header: Header, row: string[]): Cells {
  const cells: Cells = {};
  header.forEach((column, index) => {
    if (column) cells[column] = row[index] ?? "";
  });
  return cells;
}

/** The products of these addresses with their variants, by address. */
export async function currentProducts(db: Database, slugs: string[]): Promise<Map<string, CatalogProduct>> {
  const found = new Map<string, CatalogProduct>();
  for (let start = 0; start < slugs.length; start += 1000) {
    const rows = await db
      .select()
      .from(products)
      .where(inArray(products.slug, slugs.slice(start, start + 1000)));
    for (const product of await withVariants(db, rows)) found.set(product.row.slug, product);
  }
  return found;
}

/** A catalogue file read and checked as a whole, its lines not yet: each line's cells, address and flavour. */
export type ProductsFile = { entries: Cells[]; addresses: string[]; flavors: string[] };

/**
 * Reads a catalogue file in the export's shape; a file that is not text or not CSV, has no
 * product line, too many, an unknown column or no Address column is refused whole, before any line is read.
 */
export function readProductsFile(text: string): { ok: true; file: ProductsFile } | { ok: false; reason: string } {
  if (!isPlainText(text)) {
    return {
      ok: false,
      reason: "This is not a CSV file. In the spreadsheet, save the products as CSV (comma-separated) and import that.",
    };
  }
  const rows = parseCsv(text);
  if (!rows) return { ok: false, reason: "The file is not CSV: a quoted cell is never closed." };
  const [headerCells, ...lines] = rows;
  if (!headerCells || lines.length === 0) return { ok: false, reason: "The file has no products in it." };
  if (lines.length > MAX_IMPORT_LINES) {
    return { ok: false, reason: `Import at most ${MAX_IMPORT_LINES.toLocaleString("en-US")} lines at a time.` };
  }
  const header = readHeader(headerCells);
  if (!header.ok) return header;
  const entries = lines.map((row) => cellsOf(header.header, row));
  const addresses = entries.map((cells) => (cells.Address ?? "").trim().toLowerCase());
  if (new Set(addresses).size > MAX_IMPORT_PRODUCTS) {
    return { ok: false, reason: `Import at most ${MAX_IMPORT_PRODUCTS.toLocaleString("en-US")} products at a time.` };
  }
  const flavors = entries.map((cells) => (cells.Flavor ?? "").trim());
  return { ok: true, file: { entries, addresses, flavors } };
}

/** What makes a line the same as an earlier one: its address, and its flavour on a flavour's line. */
export function lineKey(line: ProductsCsvLine): string {
  return line.flavor ? `${line.address}\n${line.flavor.toLowerCase()}` : line.address;
}

/**
 * One product's lines read against it without writing: those done (refused, unchanged), and the product's line
 * and flavour lines left to write, which writeProductLines reads again under the product's lock.
 */
export type ProductLinesCheck = {
  before: CatalogProduct | undefined;
  done: Map<number, LineOutcome>;
  product: { line: number; record: ProductCsvRecord } | undefined;
  flavors: ProductsCsvLine[];
};

const NO_PRODUCT = "Address: no product has this address.";

/**
 * Reads the lines of one product (a run of lines with its address: its own line and its flavours') against it.
 * `seen` holds the line of each address and flavour met so far in the file, and gains these: a second line of
 * either is refused.
 */
export function checkProductLines(options: {
  lines: readonly ProductsCsvLine[];
  before: CatalogProduct | undefined;
  seen: Map<string, number>;
}): ProductLinesCheck {
  const { before, seen } = options;
  const done = new Map<number, LineOutcome>();
  const flavorLines: ProductsCsvLine[] = [];
  let productLine: ProductsCsvLine | undefined;
  for (const line of options.lines) {
    const earlier = seen.get(lineKey(line));
    if (!line.address) done.set(line.line, { rejected: "Address: every line needs the product's address." });
    else if (earlier !== undefined) {
      const reason = line.flavor
        ? `Flavor: line ${earlier} already has this flavor.`
        : `Address: line ${earlier} already has this address.`;
      done.set(line.line, { rejected: reason });
    } else {
      seen.set(lineKey(line), line.line);
      if (line.flavor) flavorLines.push(line);
      else productLine = line;
    }
  }
  const variants = flavorVariants(before?.variants ?? []);
  const flavorLinesRead = checkFlavorLines(flavorLines, variants);
  for (const [line, outcome] of flavorLinesRead.done) done.set(line.line, outcome);
  const flavors = flavorLinesRead.writes.map((write) => write.line);
  let product: ProductLinesCheck["product"];
  if (productLine) {
    const counts = new Map(flavorLinesRead.writes.map((write) => [write.variant.id, write.record.stock]));
    const flavorTotal = variants.reduce((sum, variant) => sum + (counts.get(variant.id) ?? variant.stock), 0);
    const check = checkProductLine({ line: productLine, before, flavorTotal });
    if (check.kind === "done") done.set(productLine.line, check.outcome);
    else product = { line: productLine.line, record: check.record };
  }
  // A flavour the product lacks may come with its line (or the product itself); else its lines are refused now.
  for (const line of flavorLinesRead.lacking) {
    if (product) flavors.push(line);
    else done.set(line.line, { rejected: before ? unknownFlavor(line.flavor) : NO_PRODUCT });
  }
  return { before, done, product, flavors };
}

/** Counts a line's outcome into the import's report. */
export function countOutcome(report: ProductImportReport, line: ProductsCsvLine, outcome: LineOutcome): void {
  if (typeof outcome === "object")
    report.rejected.push({ line: line.line, address: line.address, reason: outcome.rejected });
  else report[outcome]++;
}

/**
 * Writes one product's lines in one transaction with `recordOutcomes` (the import's progress), so they are applied
 * and counted together or not at all. The product is locked first, as every writer of stock locks it. Lines of
 * flavours it has go first, so a flavour counted down to 0 can leave its Flavours cell in the same file; then its
 * own line; then lines of flavours that line added.
 */
export async function writeProductLines(
  db: Database,
  options: {
    check: ProductLinesCheck;
    actor: AuditActor;
    recordOutcomes: (tx: Executor, outcomes: ReadonlyMap<number, LineOutcome>) => Promise<void>;
  },
): Promise<ReadonlyMap<number, LineOutcome>> {
  const { check, actor } = options;
  return db.transaction(async (tx) => {
    const outcomes = new Map(check.done);
    let productId = check.before?.row.id;
    let slug = check.before?.row.slug ?? "";
    if (productId) await (check.product ? lockProductForEdit(tx, productId) : lockProducts(tx, [productId]));
    let unitsBack = false;
    /** Writes the lines of flavours the product has now; returns those of flavours it lacks. */
    const writeFlavors = async (lines: readonly ProductsCsvLine[]) => {
      const variants = flavorVariants(productId ? await listProductVariants(tx, productId) : []);
      const { done, writes, lacking } = checkFlavorLines(lines, variants);
      for (const [line, outcome] of done) outcomes.set(line.line, outcome);
      for (const write of writes) {
        const outcome = await writeFlavorLine(tx, { slug, ...write, actor });
        outcomes.set(write.line.line, outcome);
        if (outcome === "updated" && write.record.stock > write.variant.stock) unitsBack = true;
      }
      return lacking;
    };
    const lacking = await writeFlavors(check.flavors);
    if (check.product) {
      const written = await writeProductLine(tx, { record: check.product.record, before: check.before, actor });
      outcomes.set(check.product.line, written.outcome);
      if (written.productId) [productId, slug] = [written.productId, check.product.record.slug];
    }
    for (const line of await writeFlavors(lacking)) {
      outcomes.set(line.line, { rejected: productId ? unknownFlavor(line.flavor) : NO_PRODUCT });
    }
    if (unitsBack) await sendBackInStockNotices(tx);
    await options.recordOutcomes(tx, outcomes);
    return outcomes;
  });
}
