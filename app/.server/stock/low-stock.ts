import { and, asc, count, eq, lte } from "drizzle-orm";
import type { Logger } from "pino";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { listedProduct } from "~/.server/catalog/shape";
import { variantAlertLevel } from "~/.server/catalog/variants";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { outboxMessages, products, productVariants } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { logger as defaultLogger } from "~/.server/logger";
import { queueEmail } from "~/.server/mail/queue";
import { type BackgroundLoop, runEvery } from "~/.server/run-every";
import { getStoreEmail } from "~/.server/settings/store-settings";
import { LOW_STOCK_REPORT_HOUR, type LowStockLine } from "~/lib/stock-ledger";
import { STORE_TIME_ZONE, storeDay } from "~/lib/store-time";
import { variantName } from "~/lib/variants";
import { lowStockReportEmail } from "./low-stock-email";

type AlertLevelResult = { ok: true; title: string } | { ok: false; reason: string };

/** What an alert level is set on: its name for the answer, its audit subject, its level now, and how to change it. */
type AlertLevelTarget = {
  title: string;
  subject: string;
  before: number | null;
  write: (threshold: number | null) => Promise<unknown>;
};

/** One flavour of the locked product; null for a variant that is not (or no longer) the product's. */
async function flavourTarget(
  tx: Executor,
  options: { productId: string; productTitle: string; variantId: string },
): Promise<AlertLevelTarget | null> {
  const [variant] = await tx
    .select({ flavor: productVariants.flavor, sku: productVariants.sku, threshold: productVariants.lowStockThreshold })
    .from(productVariants)
    .where(and(eq(productVariants.id, options.variantId), eq(productVariants.productId, options.productId)));
  if (!variant) return null;
  return {
    title: variantName(options.productTitle, variant.flavor),
    subject: `variant ${variant.sku}`,
    before: variant.threshold,
    write: (threshold) =>
      tx.update(productVariants).set({ lowStockThreshold: threshold }).where(eq(productVariants.id, options.variantId)),
  };
}

type AlertLevelChange = {
  productId: string;
  /** One flavour's level; without it, the product's. */
  variantId?: string | null;
  threshold: number | null;
  actor: AuditActor;
};

/**
 * Sets the level at or under which a product's flavours are on the daily low-stock e-mail, or one flavour's own
 * level (decision 183; null gives it the product's again), in the caller's transaction; the audit log records it.
 */
export async function writeAlertLevel(tx: Executor, options: AlertLevelChange): Promise<AlertLevelResult> {
  const { productId, variantId, threshold, actor } = options;
  const [product] = await tx
    .select({ slug: products.slug, title: products.title, threshold: products.lowStockThreshold })
    .from(products)
    .where(eq(products.id, productId))
    .for("no key update");
  if (!product) return { ok: false, reason: "That product no longer exists." };
  if (!variantId && threshold === null) return { ok: false, reason: "A product's alert level is a number of units." };
  const target: AlertLevelTarget | null = variantId
    ? await flavourTarget(tx, { productId, productTitle: product.title, variantId })
    : {
        title: product.title,
        subject: `product ${product.slug}`,
        before: product.threshold,
        write: (units) =>
          tx
            .update(products)
            .set({ lowStockThreshold: units ?? product.threshold })
            .where(eq(products.id, productId)),
      };
  if (!target) return { ok: false, reason: "That flavor is no longer offered." };
  await target.write(threshold);
  await recordAudit(tx, {
    actor,
    action: "stock.alert_level_set",
    subject: target.subject,
    before: { lowStockThreshold: target.before },
    after: { lowStockThreshold: threshold },
  });
  return { ok: true, title: target.title };
}

/** writeAlertLevel in a transaction of its own: the stock page's form. */
export async function setLowStockThreshold(options: AlertLevelChange & { db?: Database }): Promise<AlertLevelResult> {
  const { db: given, ...change } = options;
  const db = given ?? (await getDb());
  return db.transaction((tx) => writeAlertLevel(tx, change));
}

/** A listed product's flavour at or under its alert level. */
const isLowStock = and(listedProduct, lte(productVariants.stock, variantAlertLevel));

/** How many flavours are at or under their alert level: the dashboard shows a few and says how many in all. */
export async function countLowStock(options: { db?: Executor } = {}): Promise<number> {
  const db = options.db ?? (await getDb());
  const [total] = await db
    .select({ value: count() })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(isLowStock);
  return total?.value ?? 0;
}

/**
 * The flavours of products in the store at or under their alert level, their own or else their product's, fewest
 * first: what to reorder (decisions 180 and 183: a shop runs out of one flavour, not of a product).
 */
export async function listLowStock(options: { db?: Executor; limit?: number } = {}): Promise<LowStockLine[]> {
  const db = options.db ?? (await getDb());
  const query = db
    .select({
      title: products.title,
      flavor: productVariants.flavor,
      sku: productVariants.sku,
      stock: productVariants.stock,
      productId: products.id,
      lowStockThreshold: variantAlertLevel,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(isLowStock)
    .orderBy(asc(productVariants.stock), asc(products.title), asc(productVariants.position))
    .$dynamic();
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return rows.map(({ title, flavor, ...line }) => ({ ...line, title: variantName(title, flavor) }));
}

/** The hour of the store's day (0–23) at `now`. */
function storeHour(now: Date): number {
  const hour = new Intl.DateTimeFormat("en-US", { timeZone: STORE_TIME_ZONE, hour: "numeric", hourCycle: "h23" });
  return Number(hour.format(now));
}

const reportKey = (day: string) => `low-stock-report:${day}`;

/**
 * Queues the day's low-stock e-mail to the store, once a day from LOW_STOCK_REPORT_HOUR in Texas.
 * The outbox's dedupe key is the day, so however many processes try, one e-mail goes. While nothing is low no
 * e-mail goes, and the check goes on: a product that runs low in the afternoon is reported that afternoon.
 * Answers what it did, for the log.
 */
export async function queueLowStockReport(options: {
  now: Date;
  db?: Database;
  adminUrl?: string;
}): Promise<"early" | "already_sent" | "nothing_low" | { queued: number }> {
  if (storeHour(options.now) < LOW_STOCK_REPORT_HOUR) return "early";
  const db = options.db ?? (await getDb());
  const day = storeDay(options.now);
  const [sent] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.dedupeKey, reportKey(day)));
  if (sent) return "already_sent";
  return db.transaction(async (tx) => {
    const lines = await listLowStock({ db: tx });
    if (lines.length === 0) return "nothing_low" as const;
    const stockUrl = new URL("/admin/stock", options.adminUrl ?? getEnv().PUBLIC_URL).toString();
    const to = await getStoreEmail({ db: tx });
    await queueEmail(tx, { ...lowStockReportEmail({ to, day, lines, stockUrl }), dedupeKey: reportKey(day) });
    return { queued: lines.length };
  });
}

/** Every store process checks every ten minutes whether the day's e-mail is due; only one is ever sent a day. */
export function startLowStockReports(options: { db: Database; logger?: Logger; intervalMs?: number }): BackgroundLoop {
  const { db, logger = defaultLogger } = options;
  return runEvery(options.intervalMs ?? 10 * 60_000, async () => {
    try {
      const result = await queueLowStockReport({ db, now: new Date() });
      if (typeof result === "object") logger.info({ products: result.queued }, "queued the low-stock e-mail");
    } catch (error) {
      logger.error({ err: error }, "low-stock e-mail failed");
    }
  });
}
