import { csvLine } from "./csv";
import { decimalDollars, optionalDecimalDollars } from "./money";
import { MAX_FLAVORS, type ProductDraft } from "./product-editor";

/**
 * The catalogue as a CSV file: one product a line, in the words of the editor's fields, so an owner
 * can change prices and stock in a spreadsheet and import the file back, each product's line followed by one line
 * per flavour with its own SKU, units and alert level. An export imported unchanged changes nothing.
 */

/**
 * A product as one line of the file: the editor's fields, its photos, stock (all flavours together), alert level and
 * state, and the SKU of a product without flavours (null for one with flavours: each flavour's line has its own).
 */
export type ProductCsvRecord = ProductDraft & {
  sku: string | null;
  images: string[];
  stock: number;
  lowStockThreshold: number;
  archived: boolean;
};

/**
 * One flavour of a product as a line of the file: its SKU, units, own alert level and own prices (null: the
 * product's).
 */
export type FlavorCsvRecord = {
  flavor: string;
  sku: string;
  stock: number;
  lowStockThreshold: number | null;
  priceCents: number | null;
  salePriceCents: number | null;
};

export const PRODUCTS_CSV_HEADER = [
  "Address",
  "Flavor",
  "SKU",
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

const amount = optionalDecimalDollars;
const yesNo = (value: boolean) => (value ? "yes" : "no");

/** Lists of several words (flavours, dietary labels, photos) hold one entry a line within their cell. */
export const CSV_LIST_SEPARATOR = "\n";

/** The cells a flavour's line fills; it leaves the product's other cells empty. */
export const FLAVOR_LINE_COLUMNS = ["Address", "Flavor", "SKU", "Price", "Sale price", "Stock", "Alert at"] as const;

type FlavorLineColumn = (typeof FLAVOR_LINE_COLUMNS)[number];

/** A product's cells by column. */
export function productCsvCells(record: ProductCsvRecord): Record<ProductsCsvColumn, string> {
  return {
    Address: record.slug,
    Flavor: "",
    SKU: record.sku ?? "",
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

/** A flavour's cells by column; an empty alert level or price follows the product's. */
export function flavorCsvCells(slug: string, record: FlavorCsvRecord): Record<FlavorLineColumn, string> {
  return {
    Address: slug,
    Flavor: record.flavor,
    SKU: record.sku,
    Price: amount(record.priceCents),
    "Sale price": amount(record.salePriceCents),
    Stock: String(record.stock),
    "Alert at": record.lowStockThreshold === null ? "" : String(record.lowStockThreshold),
  };
}

const lineOf = (cells: Partial<Record<ProductsCsvColumn, string>>) =>
  csvLine(PRODUCTS_CSV_HEADER.map((column) => cells[column] ?? ""));

/** A product's line, then one line per flavour, in the owner's order. */
export function productCsvLines(record: ProductCsvRecord, flavors: readonly FlavorCsvRecord[] = []): string {
  return (
    lineOf(productCsvCells(record)) + flavors.map((flavor) => lineOf(flavorCsvCells(record.slug, flavor))).join("")
  );
}

/** A line of an imported file: its number as a spreadsheet numbers rows, its cells, address and flavour (empty on a product's line). */
export type ProductsCsvLine = {
  line: number;
  cells: Partial<Record<ProductsCsvColumn, string>>;
  address: string;
  flavor: string;
};

/** What reading one line did: added or changed a product or flavour, found it unchanged, or refused it with why. */
export type LineOutcome = "created" | "updated" | "unchanged" | { rejected: string };

/** How one import went: what was added and changed, and each refused line with why (its line in the file). */
export type ProductImportReport = {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; address: string; reason: string }[];
};

/** An import as its page shows it: how many of its lines are done, and what they did. */
export type ProductImport = {
  id: string;
  total: number;
  processed: number;
  status: "running" | "done";
  report: ProductImportReport;
  createdAt: Date;
  finishedAt: Date | null;
};

/** The most products one import changes or adds. */
export const MAX_IMPORT_PRODUCTS = 5000;

/** The most lines one import reads: each product's line and one per flavour. */
export const MAX_IMPORT_LINES = MAX_IMPORT_PRODUCTS * (MAX_FLAVORS + 1);

/** The largest file an import takes: 5,000 products with long descriptions. */
export const PRODUCT_IMPORT_LIMIT_BYTES = 16 * 1024 * 1024;
