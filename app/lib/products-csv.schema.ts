import { z } from "zod";
import { flavorPriceProblem } from "./flavor-prices.schema";
import { optionalDollars } from "./money.schema";
import {
  DIETARY_LABELS,
  dietaryFieldName,
  FAQ_SLOTS,
  faqFieldNames,
  MAX_IMAGES,
  MAX_OPENING_STOCK,
} from "./product-editor";
import { productFormSchema } from "./product-editor.schema";
import {
  CSV_LIST_SEPARATOR,
  FLAVOR_LINE_COLUMNS,
  type FlavorCsvRecord,
  flavorCsvCells,
  type ProductCsvRecord,
  type ProductsCsvColumn,
  productCsvCells,
} from "./products-csv";
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from "./stock-ledger";

/** The editor's field each column fills: a refused field is reported by its column's name. */
const FIELD_COLUMNS: Record<string, ProductsCsvColumn> = {
  title: "Name",
  slug: "Address",
  category: "Category",
  brandSlug: "Brand",
  price: "Price",
  salePrice: "Sale price",
  subscriptionPrice: "Subscribe & Save price",
  description: "Description",
  ingredients: "Ingredients",
  directions: "Directions",
  tags: "Search tags",
  flavors: "Flavours",
};

type Cells = Partial<Record<ProductsCsvColumn, string>>;
type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

const list = (cell = "") =>
  cell
    .split(CSV_LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);

function yesNo(column: ProductsCsvColumn, cell = ""): Read<boolean> {
  const value = cell.trim().toLowerCase();
  if (value === "yes") return { ok: true, value: true };
  if (value === "no" || value === "") return { ok: true, value: false };
  return { ok: false, reason: `${column}: write yes or no.` };
}

/** A whole number of units; empty is `fallback`. */
function units<T>(column: ProductsCsvColumn, cell: string | undefined, fallback: T, max: number): Read<number | T> {
  const value = (cell ?? "").trim();
  if (value === "") return { ok: true, value: fallback };
  if (!/^\d{1,6}$/.test(value) || Number(value) > max) {
    return { ok: false, reason: `${column}: write a whole number from 0 to ${max.toLocaleString("en-US")}.` };
  }
  return { ok: true, value: Number(value) };
}

/** The longest SKU taken: room for the longest the store makes (an address, `--`, a flavour and a number). */
const MAX_SKU_LENGTH = 200;

/** A SKU an owner typed: letters and digits, with - _ . / between them, as labels and scanners keep them. */
const skuSchema = z
  .string()
  .trim()
  .max(MAX_SKU_LENGTH, { error: `keep it to ${MAX_SKU_LENGTH} characters or fewer.` })
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9._/-]*[A-Za-z0-9])?$/, {
    error: "write letters and digits, with - _ . or / between them and no spaces.",
  });

/** A SKU cell: empty keeps `current`. */
function sku(cell = "", current: string | null): Read<string | null> {
  if (cell.trim() === "") return { ok: true, value: current };
  const read = skuSchema.safeParse(cell);
  return read.success ? { ok: true, value: read.data } : { ok: false, reason: `SKU: ${read.error.issues[0]?.message}` };
}

const faqsSchema = z
  .array(z.object({ question: z.string(), answer: z.string() }))
  .max(FAQ_SLOTS, { error: `at most ${FAQ_SLOTS} questions.` });

/** The questions as the editor's numbered fields. */
function faqFields(cell = ""): Read<Record<string, string>> {
  if (cell.trim() === "") return { ok: true, value: {} };
  let json: unknown;
  try {
    json = JSON.parse(cell);
  } catch {
    return { ok: false, reason: 'Questions and answers: write them as [{"question": "…", "answer": "…"}].' };
  }
  const faqs = faqsSchema.safeParse(json);
  if (!faqs.success) {
    return {
      ok: false,
      reason: `Questions and answers: ${faqs.error.issues[0]?.message ?? "not a list of questions."}`,
    };
  }
  const fields: Record<string, string> = {};
  faqs.data.forEach((faq, index) => {
    const names = faqFieldNames(index + 1);
    fields[names.question] = faq.question;
    fields[names.answer] = faq.answer;
  });
  return { ok: true, value: fields };
}

/** The labels as the editor's checkboxes, and in the file's order, which the product page shows them in. */
function dietaryFields(cell = ""): Read<{ fields: Record<string, string>; labels: string[] }> {
  const fields: Record<string, string> = {};
  const labels: string[] = [];
  for (const label of list(cell)) {
    const known = DIETARY_LABELS.find((dietary) => dietary.toLowerCase() === label.toLowerCase());
    if (!known) return { ok: false, reason: `Dietary: “${label}” is not one of ${DIETARY_LABELS.join(", ")}.` };
    fields[dietaryFieldName(known)] = "on";
    if (!labels.includes(known)) labels.push(known);
  }
  return { ok: true, value: { fields, labels } };
}

const PHOTO = /^(\/images\/[\w./-]+|https:\/\/\S+)$/;

/** A /images/ address whose every part is a name: none empty, none "." or ".." (nor starting with a dot). */
const PHOTO_PATH = /^\/images(?:\/[\w-][\w.-]*)+$/;

function photos(cell = ""): Read<string[]> {
  const images = list(cell);
  if (images.length > MAX_IMAGES) return { ok: false, reason: `Photos: at most ${MAX_IMAGES}.` };
  const bad = images.find((image) => !PHOTO.test(image));
  if (bad) return { ok: false, reason: `Photos: “${bad}” is not an address starting with /images/ or https://.` };
  const climbing = images.find((image) => image.startsWith("/images/") && !PHOTO_PATH.test(image));
  if (climbing) {
    const reason = `Photos: “${climbing}” has an empty, “.” or “..” part: give each photo's address as the export writes it.`;
    return { ok: false, reason };
  }
  return { ok: true, value: images };
}

/**
 * One line of an imported file read into a product, by the editor's own rules (the same schema as its form), or
 * the first reason it cannot be, naming the column. A column the file leaves out keeps `current`'s value, so a
 * file of addresses and prices changes only prices.
 */
export function readProductCsvRow(
  given: Cells,
  current?: ProductCsvRecord,
): { ok: true; record: ProductCsvRecord } | { ok: false; reason: string } {
  const cells: Cells = { ...(current && productCsvCells(current)), ...given };
  const faqs = faqFields(cells["Questions and answers"]);
  if (!faqs.ok) return faqs;
  const dietary = dietaryFields(cells.Dietary);
  if (!dietary.ok) return dietary;
  const bestSeller = yesNo("Best Seller", cells["Best Seller"]);
  if (!bestSeller.ok) return bestSeller;
  const featured = yesNo("Featured", cells.Featured);
  if (!featured.ok) return featured;
  const archived = yesNo("Archived", cells.Archived);
  if (!archived.ok) return archived;
  const images = photos(cells.Photos);
  if (!images.ok) return images;
  // An empty count keeps the product's own (or is a new product's none and the default alert level).
  const stock = units("Stock", cells.Stock, current?.stock ?? 0, MAX_OPENING_STOCK);
  if (!stock.ok) return stock;
  const fallbackThreshold = current?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  const threshold = units("Alert at", cells["Alert at"], fallbackThreshold, MAX_LOW_STOCK_THRESHOLD);
  if (!threshold.ok) return threshold;
  const form = {
    title: cells.Name ?? "",
    slug: cells.Address ?? "",
    category: cells.Category ?? "",
    brandSlug: cells.Brand ?? "",
    price: cells.Price ?? "",
    salePrice: cells["Sale price"] ?? "",
    subscriptionPrice: cells["Subscribe & Save price"] ?? "",
    description: cells.Description ?? "",
    ingredients: cells.Ingredients ?? "",
    directions: cells.Directions ?? "",
    tags: cells["Search tags"] ?? "",
    flavors: cells.Flavours ?? "",
    ...(bestSeller.value && { bestSeller: "on" }),
    ...(featured.value && { featured: "on" }),
    ...faqs.value,
    ...dietary.value.fields,
  };
  const draft = productFormSchema.safeParse(form);
  if (!draft.success) {
    const issue = draft.error.issues[0];
    const field = String(issue?.path[0] ?? "");
    const column = FIELD_COLUMNS[field] ?? (field.startsWith("faq") ? "Questions and answers" : "Line");
    return { ok: false, reason: `${column}: ${issue?.message ?? "not valid."}` };
  }
  // A product with flavours has a SKU per flavour, on their lines; its own cell may only still hold the one it had.
  const ownSku = sku(cells.SKU, current?.sku ?? null);
  if (!ownSku.ok) return ownSku;
  if (draft.data.flavors.length > 0 && ownSku.value !== null && ownSku.value !== current?.sku) {
    return { ok: false, reason: "SKU: a product with flavors has a SKU per flavor, on its flavor lines." };
  }
  return {
    ok: true,
    record: {
      ...draft.data,
      sku: draft.data.flavors.length > 0 ? null : ownSku.value,
      dietary: dietary.value.labels,
      images: images.value,
      stock: stock.value,
      lowStockThreshold: threshold.value,
      archived: archived.value,
    },
  };
}

const optionalPrice = optionalDollars("price");
const optionalSalePrice = optionalDollars("sale price");

/** A flavour's own price and sale price: empty follows the product's. */
function flavorPrices(cells: Cells): Read<Pick<FlavorCsvRecord, "priceCents" | "salePriceCents">> {
  const price = optionalPrice.safeParse(cells.Price ?? "");
  if (!price.success) return { ok: false, reason: `Price: ${price.error.issues[0]?.message}` };
  const sale = optionalSalePrice.safeParse(cells["Sale price"] ?? "");
  if (!sale.success) return { ok: false, reason: `Sale price: ${sale.error.issues[0]?.message}` };
  const problem = flavorPriceProblem({ price: price.data, sale: sale.data });
  if (problem)
    return { ok: false, reason: `${problem.field === "price" ? "Price" : "Sale price"}: ${problem.message}` };
  return { ok: true, value: { priceCents: price.data, salePriceCents: sale.data } };
}

/**
 * A flavour's line read against the flavour it names: its SKU and units (empty keeps them) and its
 * own alert level (empty follows the product's), or the first reason it cannot be, naming the column. The
 * product's other cells stay empty on a flavour's line, so no line says two things of a product.
 */
export function readFlavorCsvRow(given: Cells, current: FlavorCsvRecord): Read<FlavorCsvRecord> {
  const productCell = (Object.keys(given) as ProductsCsvColumn[]).find(
    (column) => !(FLAVOR_LINE_COLUMNS as readonly string[]).includes(column) && given[column]?.trim(),
  );
  if (productCell) {
    return {
      ok: false,
      reason: `${productCell}: a flavor's line leaves the product's cells empty: change them on the product's line.`,
    };
  }
  const cells: Cells = { ...flavorCsvCells("", current), ...given };
  const newSku = sku(cells.SKU, current.sku);
  if (!newSku.ok) return newSku;
  const stock = units("Stock", cells.Stock, current.stock, MAX_OPENING_STOCK);
  if (!stock.ok) return stock;
  const threshold = units("Alert at", cells["Alert at"], null, MAX_LOW_STOCK_THRESHOLD);
  if (!threshold.ok) return threshold;
  const prices = flavorPrices(cells);
  if (!prices.ok) return prices;
  return {
    ok: true,
    value: {
      flavor: current.flavor,
      sku: newSku.value ?? current.sku,
      stock: stock.value,
      lowStockThreshold: threshold.value,
      ...prices.value,
    },
  };
}
