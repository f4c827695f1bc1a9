import { csvLine } from "./csv";
import { decimalDollars } from "./money";
import type { ProductDraft } from "./product-editor";

/**
 * The catalogue as a CSV file (decision 176): one product a line, in the words of the editor's fields, so an owner
 * can change prices and stock in a spreadsheet and import the file back. An export imported unchanged changes
 * nothing.
 */

/** A product as one line of the file: the editor's fields, its photos, stock, alert level and state. */
export type ProductCsvRecord = ProductDraft & {
  images: string[];
  stock: number;
  lowStockThreshold: number;
  archived: boolean;
};

export const PRODUCTS_CSV_HEADER = [
  "Address",
  "Name",
  "Category",
  "Brand",
  "Price",
  "Sale price",
  "Subscribe & Save price",
  "Stock",
  "Alert at",
  "Flavours",
  "Search tags",
  "Dietary",
  "Description",
  "Ingredients",
  "Directions",
  "Questions and answers",
  "Photos",
  "Best Seller",
  "Featured",
  "Archived",
] as const;

export type ProductsCsvColumn = (typeof PRODUCTS_CSV_HEADER)[number];

const amount = (cents: number | null) => (cents === null ? "" : decimalDollars(cents));
const yesNo = (value: boolean) => (value ? "yes" : "no");

/** Lists of several words (flavours, dietary labels, photos) hold one entry a line within their cell. */
export const CSV_LIST_SEPARATOR = "\n";

/** A product's cells by column. */
export function productCsvCells(record: ProductCsvRecord): Record<ProductsCsvColumn, string> {
  return {
    Address: record.slug,
    Name: record.title,
    Category: record.category,
    Brand: record.brandSlug ?? "",
    Price: decimalDollars(record.priceCents),
    "Sale price": amount(record.salePriceCents),
    "Subscribe & Save price": amount(record.subscriptionPriceCents),
    Stock: String(record.stock),
    "Alert at": String(record.lowStockThreshold),
    Flavours: record.flavors.join(CSV_LIST_SEPARATOR),
    "Search tags": record.tags.join(", "),
    Dietary: record.dietary.join(CSV_LIST_SEPARATOR),
    Description: record.description,
    Ingredients: record.ingredients,
    Directions: record.directions,
    "Questions and answers": record.faqs.length > 0 ? JSON.stringify(record.faqs) : "",
    Photos: record.images.join(CSV_LIST_SEPARATOR),
    "Best Seller": yesNo(record.bestSeller),
    Featured: yesNo(record.featured),
    Archived: yesNo(record.archived),
  };
}

export function productCsvLine(record: ProductCsvRecord): string {
  const cells = productCsvCells(record);
  return csvLine(PRODUCTS_CSV_HEADER.map((column) => cells[column]));
}

/** How one import went: what was added and changed, and each refused line with why (its line in the file). */
export type ProductImportReport = {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; address: string; reason: string }[];
};

/** An import as its page shows it (decision 179): how many of its lines are done, and what they did. */
export type ProductImport = {
  id: string;
  total: number;
  processed: number;
  status: "running" | "done";
  report: ProductImportReport;
  createdAt: Date;
  finishedAt: Date | null;
};

/** The most lines one import reads. */
export const MAX_IMPORT_ROWS = 5000;

/** The largest file an import takes: 5,000 products with long descriptions. */
export const PRODUCT_IMPORT_LIMIT_BYTES = 16 * 1024 * 1024;
