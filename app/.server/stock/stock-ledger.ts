import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { listedProduct } from "~/.server/catalog/shape";
import { fieldContains } from "~/.server/catalog/text-match";
import { moveVariantStock } from "~/.server/catalog/variants";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { backInStockRequests, orders, products, productVariants, stockMovements } from "~/.server/db/schema";
import { ADMIN_PAGE_SIZE, adminPageCount, type Paged } from "~/lib/admin";
import type { StockLevel, StockMovement, StockMovementReason, StockPageProduct } from "~/lib/stock-ledger";
import { UUID_PATTERN } from "~/lib/uuid";

/**
 * Moves one flavour's units and books the change as its ledger row, in the caller's transaction,
 * which has locked the product (lockProducts). Returns the flavour's units after it; null, with nothing written,
 * when the change would leave fewer than none.
 */
export async function bookVariantStock(
  tx: Executor,
  options: {
    productId: string;
    variantId: string;
    productSlug: string;
    change: number;
    reason: Extract<StockMovementReason, "adjustment" | "import">;
    note: string;
    actorEmail: string;
  },
): Promise<number | null> {
  const { variantId, change, ...row } = options;
  const stock = await moveVariantStock(tx, { variantId, change });
  if (stock !== null) await tx.insert(stockMovements).values({ ...row, variantId, change });
  return stock;
}

/**
 * Books what the ledger does not explain (an import set the stock directly): first one row per variant, then, per
 * product, whatever its rows still leave unexplained (the units of a flavour the import removed). After it, every
 * variant's and every product's stock is again the sum of its rows. Runs in the caller's transaction when given one.
 */
export async function recordUnexplainedStock(options: {
  db: Executor;
  reason: Extract<StockMovementReason, "opening" | "import" | "square">;
}): Promise<void> {
  await options.db.execute(sql`
    insert into ${stockMovements} (product_id, product_slug, variant_id, change, reason)
    select p.id, p.slug, v.id, v.stock - coalesce(m.total, 0), ${options.reason}
    from ${productVariants} v
    join ${products} p on p.id = v.product_id
    left join (
      select variant_id, sum(change)::integer as total from ${stockMovements}
      where variant_id is not null group by variant_id
    ) m on m.variant_id = v.id
    where v.stock <> coalesce(m.total, 0)
  `);
  await options.db.execute(sql`
    insert into ${stockMovements} (product_id, product_slug, change, reason)
    select p.id, p.slug, p.stock - coalesce(m.total, 0), ${options.reason}
    from ${products} p
    left join (select product_id, sum(change)::integer as total from ${stockMovements} group by product_id) m
      on m.product_id = p.id
    where p.stock <> coalesce(m.total, 0)
  `);
}

const levelColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  // Spelled out: in a query of one table Drizzle names columns bare, and a bare "stock" here would be the variant's.
  lowShelves: sql<number>`(
    select count(*)::integer from ${productVariants} v
    where v.product_id = "products"."id" and v.stock <= coalesce(v.low_stock_threshold, "products"."low_stock_threshold")
  )`,
};

/**
 * Products in the store by stock, fewest first (what runs out first), optionally those whose title holds `q`, and
 * (`low`) only those with a flavour at or under its alert level, as the low-stock e-mail and the dashboard count.
 */
export async function listStockLevels(options: {
  q?: string;
  low?: boolean;
  page: number;
  db?: Database;
}): Promise<Paged<StockLevel>> {
  const db = options.db ?? (await getDb());
  // The trigram index on lower(title) serves it, as it does the catalogue search.
  // Archived products are not sold, so their shelves are not kept here; each one's own page still opens.
  const where = and(
    listedProduct,
    options.q ? fieldContains(products.title, options.q) : undefined,
    options.low ? sql`${levelColumns.lowShelves} > 0` : undefined,
  );
  const [total] = await db.select({ value: count() }).from(products).where(where);
  const items = await db
    .select(levelColumns)
    .from(products)
    .where(where)
    .orderBy(asc(products.stock), asc(products.title))
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  return { items, page: options.page, pageCount: adminPageCount(total?.value ?? 0) };
}

/**
 * One product's stock, whether it is archived and how many confirmed back-in-stock requests wait for it, with its
 * latest ledger rows, newest first; null for an unknown id.
 */
export async function getStockLedger(options: {
  productId: string;
  limit?: number;
  db?: Database;
}): Promise<{ product: StockPageProduct; movements: StockMovement[] } | null> {
  if (!UUID_PATTERN.test(options.productId)) return null;
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({ ...levelColumns, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, options.productId));
  if (!row) return null;
  // The partial index of confirmed, unsent requests serves the count; by flavour (decision 181), and in all.
  const waitingRows = await db
    .select({ variantId: backInStockRequests.variantId, shoppers: count() })
    .from(backInStockRequests)
    .where(
      and(
        eq(backInStockRequests.productId, row.id),
        isNotNull(backInStockRequests.confirmedAt),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
    .groupBy(backInStockRequests.variantId);
  const waitingFor = new Map(waitingRows.map((waiting) => [waiting.variantId, waiting.shoppers]));
  const waiting = waitingRows.reduce((sum, group) => sum + group.shoppers, 0);
  const { archivedAt, ...level } = row;
  const variants = await db
    .select({
      id: productVariants.id,
      flavor: productVariants.flavor,
      sku: productVariants.sku,
      stock: productVariants.stock,
      lowStockThreshold: productVariants.lowStockThreshold,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, row.id))
    .orderBy(asc(productVariants.position));
  const product = {
    ...level,
    variants: variants.map((variant) => ({ ...variant, waiting: waitingFor.get(variant.id) ?? 0 })),
    archived: archivedAt !== null,
    waiting,
  };
  const movements = await db
    .select({
      id: stockMovements.id,
      flavor: productVariants.flavor,
      change: stockMovements.change,
      reason: stockMovements.reason,
      note: stockMovements.note,
      orderNumber: orders.orderNumber,
      actorEmail: stockMovements.actorEmail,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .where(eq(stockMovements.productId, product.id))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(options.limit ?? 50);
  return { product, movements };
}
