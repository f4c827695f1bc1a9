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
import { type Database, getDb } from "../db";
import { products, stockMovements } from "../db/schema";
import type { Executor } from "../outbox/enqueue";
import { sendBackInStockNotices } from "../stock/back-in-stock";
import { type ProductRow, toProductCsvRecord } from "./export-products-csv";
import { insertProduct, writeProduct } from "./save-product";
import { markCatalogChanged } from "./version";

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

async function currentProducts(db: Database, slugs: string[]): Promise<Map<string, ProductRow>> {
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
  const change = record.stock - options.lockedStock;
  const archivedAt = record.archived ? (before.archivedAt ?? new Date()) : null;
  await tx
    .update(products)
    .set({ images: record.images, lowStockThreshold: record.lowStockThreshold, archivedAt, stock: record.stock })
    .where(eq(products.id, before.id));
  if (change !== 0) {
    await tx.insert(stockMovements).values({
      productId: before.id,
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
    stock: before.stock,
  };
  const after = {
    images: record.images,
    lowStockThreshold: record.lowStockThreshold,
    archived: record.archived,
    stock: record.stock,
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
function refused(saved: { fieldErrors: FieldErrors } | { notFound: true }): { ok: false; reason: string } {
  const reason = "fieldErrors" in saved ? Object.values(saved.fieldErrors)[0] : "The product no longer exists.";
  return { ok: false, reason: reason ?? "This line cannot be saved." };
}

/** Adds or changes one product from its line, in one transaction; a field error refuses the line, naming it. */
async function importRow(
  db: Database,
  options: { record: ProductCsvRecord; before: ProductRow | undefined; actor: AuditActor },
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const { record, before, actor } = options;
  const { images, stock, lowStockThreshold, archived, ...draft } = record;
  return db.transaction(async (tx) => {
    if (!before) {
      const created = await insertProduct(tx, {
        draft: { ...draft, stock },
        images,
        archived,
        lowStockThreshold,
        actor,
      });
      return created.ok ? { ok: true as const } : refused(created);
    }
    const written = await writeProduct(tx, { productId: before.id, draft, actor });
    if (!written.ok) return refused(written);
    await writeImportedExtras(tx, { before, lockedStock: written.stock, record, actor });
    return { ok: true as const };
  });
}

/**
 * Adds and changes products from a CSV file in the export's shape (decision 176). Lines are matched by address:
 * a new address adds a product, a known one changes only what its line changes (a column left out keeps its
 * value). Each line commits on its own, so a refused line is reported with why and the others still apply.
 */
export async function importProductsCsv(options: {
  text: string;
  actor: AuditActor;
  db?: Database;
}): Promise<{ ok: true; report: ProductImportReport } | { ok: false; reason: string }> {
  const rows = parseCsv(options.text);
  if (!rows) return { ok: false, reason: "The file is not CSV: a quoted cell is never closed." };
  const [headerCells, ...lines] = rows;
  if (!headerCells || lines.length === 0) return { ok: false, reason: "The file has no products in it." };
  if (lines.length > MAX_IMPORT_ROWS) {
    return { ok: false, reason: `Import at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} products at a time.` };
  }
  const header = readHeader(headerCells);
  if (!header.ok) return header;
  const db = options.db ?? (await getDb());
  const entries = lines.map((row) => cellsOf(header.header, row));
  const addresses = entries.map((cells) => (cells.Address ?? "").trim().toLowerCase());
  const current = await currentProducts(db, [...new Set(addresses.filter(Boolean))]);
  const report: ProductImportReport = { created: 0, updated: 0, unchanged: 0, rejected: [] };
  const seen = new Map<string, number>();
  for (const [index, cells] of entries.entries()) {
    // Line 1 is the header, so the first product is on line 2, as a spreadsheet numbers its rows.
    const line = index + 2;
    const address = addresses[index] ?? "";
    const reject = (reason: string) => report.rejected.push({ line, address, reason });
    if (!address) {
      reject("Address: every line needs the product's address.");
      continue;
    }
    const earlier = seen.get(address);
    if (earlier !== undefined) {
      reject(`Address: line ${earlier} already has this address.`);
      continue;
    }
    seen.set(address, line);
    const before = current.get(address);
    const beforeRecord = before && toProductCsvRecord(before);
    const read = readProductCsvRow({ ...cells, Address: address }, beforeRecord);
    if (!read.ok) {
      reject(read.reason);
      continue;
    }
    if (beforeRecord && canonicalJson(read.record) === canonicalJson(beforeRecord)) {
      report.unchanged++;
      continue;
    }
    const result = await importRow(db, { record: read.record, before, actor: options.actor });
    if (!result.ok) reject(result.reason);
    else if (before) report.updated++;
    else report.created++;
  }
  if (report.created + report.updated > 0) markCatalogChanged();
  return { ok: true, report };
}
