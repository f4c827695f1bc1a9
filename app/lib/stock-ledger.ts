/**
 * The stock ledger: every change of a product's stock is a row, and the stock is their sum.
 * `opening` is the level a product had when the ledger began; `import` what an import (the demo seed, a Square
 * import) set it to, as the difference; `adjustment` a count the shop corrected by hand, with its reason; `split`
 * the day each flavour got stock of its own (decision 180): the product's units out, each flavour's share in;
 * `square` a change made in Square (a sale at its counter, a count) or a Square import's count (decision 187).
 */
export const STOCK_MOVEMENT_REASONS = [
  "opening",
  "import",
  "sale",
  "refund_restock",
  "cancel_restock",
  "adjustment",
  "split",
  "square",
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovementReason, string> = {
  opening: "Opening count",
  import: "Import",
  sale: "Sale",
  refund_restock: "Refund, back on the shelf",
  cancel_restock: "Cancellation, back on the shelf",
  adjustment: "Adjustment",
  split: "Split by flavor",
  square: "Square",
};

/** The most one adjustment moves, either way: a typo such as 1000 for 10 is refused, not booked. */
export const MAX_ADJUSTMENT = 10_000;

export const ADJUSTMENT_NOTE_MAX = 200;

/**
 * A product's line on the stock page: its units, its alert level, and how many of its flavours (or its one shelf)
 * are at or under theirs, so are on the daily low-stock e-mail.
 */
export type StockLevel = {
  id: string;
  slug: string;
  title: string;
  stock: number;
  lowStockThreshold: number;
  lowShelves: number;
};

/**
 * One flavour's shelf on the stock page: its SKU, units, own alert level (decision 183: null, the
 * product's) and the shoppers waiting for that flavour; `flavor` null for a product without.
 */
export type StockPageVariant = {
  id: string;
  flavor: string | null;
  sku: string;
  stock: number;
  lowStockThreshold: number | null;
  waiting: number;
};

/**
 * A product's stock page: its level, each flavour's, whether the store still sells it, and who waits to hear it is
 * back.
 */
export type StockPageProduct = StockLevel & {
  variants: StockPageVariant[];
  archived: boolean;
  /** Confirmed "notify me" requests not yet sent. */
  waiting: number;
};

/** The alert level a product starts with (the column's default, decision 175). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_LOW_STOCK_THRESHOLD = 10_000;

/** The daily low-stock e-mail goes out at or after this hour of the store's day (Texas). */
export const LOW_STOCK_REPORT_HOUR = 7;

/** One line of the daily low-stock e-mail: a flavour ("Whey (Vanilla)") or a product without flavours. */
export type LowStockLine = { productId: string; title: string; sku: string; stock: number; lowStockThreshold: number };

/** One row of a product's ledger, newest first on the page. */
export type StockMovement = {
  id: string;
  /** The flavour whose units moved; null for a product without flavours and for rows older than flavours' stock. */
  flavor: string | null;
  change: number;
  reason: StockMovementReason;
  note: string | null;
  orderNumber: string | null;
  actorEmail: string | null;
  createdAt: Date;
};

/** What the stock page's forms answer. */
export type StockActionData = {
  intent?: string;
  error?: string;
  done?: string;
  fieldErrors?: Partial<Record<string, string>>;
};
