import { eq, inArray } from "drizzle-orm";
import type { FieldErrors } from "~/lib/auth";
import { canonicalJson } from "~/lib/canonical-json";
import { parseCsv } from "~/lib/csv";
import {
  MAX_IMPORT_ROWS,
  PRODUCTS_CSV_HEADER,
  type ProductCsvRecord,
  type ProductImportReport,
  type ProductsCsvColumn,
} from "~/lib/products-csv";
import { readProductCsvRow } from "~/lib/products-csv.schema";
import { type AuditActor, recordAudit } from "../admin/audit";
import type { Database } from "../db";
import { products, stockMovements } from "../db/schema";
import type { Executor } from "../outbox/enqueue";
import { sendBackInStockNotices } from "../stock/back-in-stock";
import { type ProductRow, toProductCsvRecord } from "./export-products-csv";
import { insertProduct, writeProduct } from "./save-product";
import { listProductVariants, moveVariantStock } from "./variants";

type Header = (ProductsCsvColumn | undefined)[];

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

function cellsOf(header: Header, row: string[]): Partial<Record<ProductsCsvColumn, string>> {
  const cells: Partial<Record<ProductsCsvColumn, string>> = {};
  header.forEach((column, index) => {
    if (column) cells[column] = row[index] ?? "";
  });
  return cells;
}

/** The products of these addresses, by address. */
export async function currentProducts(db: Database, slugs: string[]): Promise<Map<string, ProductRow>> {
  const found = new Map<string, ProductRow>();
  for (let start = 0; start < slugs.length; start += 1000) {
    const rows = await db
      .select()
      .from(products)
      .where(inArray(products.slug, slugs.slice(start, start + 1000)));
    for (const row of rows) found.set(row.slug, row);
  }
  return found;
}

/** What the editor does not write: photos, the alert level, the state and the stock, booked in the ledger. */
async function writeImportedExtras(
  tx: Executor,
  options: { before: ProductRow; lockedStock: number; record: ProductCsvRecord; actor: AuditActor },
): Promise<void> {
  const { before, record, actor } = options;
  // The stock as the row lock found it, not as the file was read: a sale since is part of the difference booked.
  // A product with flavours keeps its count here (checkLine refuses a change): each flavour is counted on its own.
  const change = record.flavors.length > 0 ? 0 : record.stock - options.lockedStock;
  const archivedAt = record.archived ? (before.archivedAt ?? new Date()) : null;
  await tx
    .update(products)
    .set({ images: record.images, lowStockThreshold: record.lowStockThreshold, archivedAt })
    .where(eq(products.id, before.id));
  const [variant] = await listProductVariants(tx, before.id);
  if (change !== 0 && variant) {
    await moveVariantStock(tx, { variantId: variant.id, change });
    await tx.insert(stockMovements).values({
      productId: before.id,
      variantId: variant.id,
      productSlug: record.slug,
      change,
      reason: "import",
      note: "CSV import",
      actorEmail: actor.email,
    });
  }
  if (change > 0 || (before.archivedAt !== null && !record.archived)) await sendBackInStockNotices(tx);
  const extras = {
    images: before.images,
    lowStockThreshold: before.lowStockThreshold,
    archived: before.archivedAt !== null,
    stock: options.lockedStock,
  };
  const after = {
    images: record.images,
    lowStockThreshold: record.lowStockThreshold,
    archived: record.archived,
    stock: options.lockedStock + change,
  };
  if (canonicalJson(extras) !== canonicalJson(after)) {
    await recordAudit(tx, {
      actor,
      action: "product.imported",
      subject: `product ${record.slug}`,
      before: extras,
      after,
    });
  }
}

/** Why a line's product could not be saved: the first field error, or that it has gone meanwhile. */
function refused(saved: { fieldErrors: FieldErrors } | { notFound: true }): { rejected: string } {
  const reason = "fieldErrors" in saved ? Object.values(saved.fieldErrors)[0] : "The product no longer exists.";
  return { rejected: reason ?? "This line cannot be saved." };
}

/** What reading one line did: added or changed a product, found it unchanged, or refused it with why. */
export type LineOutcome = "created" | "updated" | "unchanged" | { rejected: string };

/** A line read against the product it names: done already (refused, unchanged), or a record to write. */
export type LineCheck =
  | { kind: "done"; outcome: LineOutcome }
  | { kind: "write"; record: ProductCsvRecord; before: ProductRow | undefined };

/** A catalogue file read and checked as a whole, its lines not yet: each line's cells by column and its address. */
export type ProductsFile = { entries: Partial<Record<ProductsCsvColumn, string>>[]; addresses: string[] };

/**
 * Reads a catalogue file in the export's shape (decision 176); a file that is not CSV, has no product line, too
 * many, an unknown column or no Address column is refused whole, before any line is read.
 */
export function readProductsFile(text: string): { ok: true; file: ProductsFile } | { ok: false; reason: string } {
  const rows = parseCsv(text);
  if (!rows) return { ok: false, reason: "The file is not CSV: a quoted cell is never closed." };
  const [headerCells, ...lines] = rows;
  if (!headerCells || lines.length === 0) return { ok: false, reason: "The file has no products in it." };
  if (lines.length > MAX_IMPORT_ROWS) {
    return { ok: false, reason: `Import at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} products at a time.` };
  }
  const header = readHeader(headerCells);
  if (!header.ok) return header;
  const entries = lines.map((row) => cellsOf(header.header, row));
  const addresses = entries.map((cells) => (cells.Address ?? "").trim().toLowerCase());
  return { ok: true, file: { entries, addresses } };
}

/**
 * Reads one line against the product its address names (`before`, if any). `earlier` is the line that already had
 * this address. A line identical to its product is unchanged: nothing is written for it.
 */
export function checkLine(options: {
  cells: Partial<Record<ProductsCsvColumn, string>>;
  address: string;
  earlier: number | undefined;
  before: ProductRow | undefined;
}): LineCheck {
  const { cells, address, earlier, before } = options;
  const done = (outcome: LineOutcome): LineCheck => ({ kind: "done", outcome });
  if (!address) return done({ rejected: "Address: every line needs the product's address." });
  if (earlier !== undefined) return done({ rejected: `Address: line ${earlier} already has this address.` });
  const beforeRecord = before && toProductCsvRecord(before);
  const read = readProductCsvRow({ ...cells, Address: address }, beforeRecord);
  if (!read.ok) return done({ rejected: read.reason });
  if (beforeRecord && canonicalJson(read.record) === canonicalJson(beforeRecord)) return done("unchanged");
  if (before && read.record.flavors.length > 0 && read.record.stock !== before.stock) {
    return done({ rejected: "Stock: a product with flavors is counted per flavor, on its stock page." });
  }
  return { kind: "write", record: read.record, before };
}

/** Counts a line's outcome into the import's report; `line` is numbered as a spreadsheet numbers its rows. */
export function countOutcome(report: ProductImportReport, line: number, address: string, outcome: LineOutcome): void {
  if (typeof outcome === "object") report.rejected.push({ line, address, reason: outcome.rejected });
  else report[outcome]++;
}

/**
 * Adds or changes one product from its line, in one transaction with `recordOutcome` (the import's progress), so a
 * line is applied and counted together or not at all. A field error refuses the line, naming it.
 */
export async function writeLine(
  db: Database,
  options: {
    record: ProductCsvRecord;
    before: ProductRow | undefined;
    actor: AuditActor;
    recordOutcome: (tx: Executor, outcome: LineOutcome) => Promise<void>;
  },
): Promise<LineOutcome> {
  const { record, before, actor } = options;
  const { images, stock, lowStockThreshold, archived, ...draft } = record;
  return db.transaction(async (tx) => {
    let outcome: LineOutcome;
    if (!before) {
      const created = await insertProduct(tx, {
        draft: { ...draft, stock },
        images,
        archived,
        lowStockThreshold,
        actor,
      });
      outcome = created.ok ? "created" : refused(created);
    } else {
      const written = await writeProduct(tx, { productId: before.id, draft, actor });
      if (written.ok) await writeImportedExtras(tx, { before, lockedStock: written.stock, record, actor });
      outcome = written.ok ? "updated" : refused(written);
    }
    await options.recordOutcome(tx, outcome);
    return outcome;
  });
}
