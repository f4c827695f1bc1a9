import type pg from "pg";
import { CATALOG_CHANGES_CHANNEL } from "~/.server/cache/catalog-change-channel";
import { formatCents } from "~/lib/money";

/**
 * A price change as every store process shows it: the cluster suite checks it arrives within a second
 * (tests/e2e-cluster/price-change.spec.ts) and `npm run bench:cluster` measures how long it takes. Each process
 * is asked directly, bypassing nginx, since each keeps its own page cache.
 */

export type PricedProduct = { id: string; slug: string; priceCents: number };

/** A product whose page shows its price as it is (no sale price in front of it). */
export async function productWithoutSale(sql: pg.Pool): Promise<PricedProduct> {
  const { rows } = await sql.query<PricedProduct>(
    `select id, slug, price_cents as "priceCents" from products where sale_price_cents is null order by slug limit 1`,
  );
  const [product] = rows;
  if (!product) throw new Error("no product without a sale price");
  return product;
}

async function productPage(store: string, slug: string) {
  const response = await fetch(`${store}/product/${slug}`);
  return { cache: response.headers.get("x-cache"), html: await response.text() };
}

/** Asks every process for the product's page twice; answers what the second answer's X-Cache said, per process. */
export async function cacheProductPage(stores: readonly string[], slug: string): Promise<(string | null)[]> {
  return Promise.all(
    stores.map(async (store) => {
      await productPage(store, slug);
      return (await productPage(store, slug)).cache;
    }),
  );
}

/**
 * Writes the new price and announces it, then polls every process every `pollMs` until its page shows it; answers the
 * milliseconds each process took, or throws after `timeoutMs`.
 */
export async function changePriceAndWait(options: {
  sql: pg.Pool;
  stores: readonly string[];
  product: PricedProduct;
  priceCents: number;
  pollMs?: number;
  timeoutMs?: number;
}): Promise<number[]> {
  const { sql, stores, product, priceCents, pollMs = 20, timeoutMs = 90_000 } = options;
  const text = formatCents(priceCents);
  // As a writer outside the store announces it (decision 162): a bare NOTIFY, "everything changed", sent on commit.
  const tx = await sql.connect();
  try {
    await tx.query("begin");
    await tx.query("update products set price_cents = $1, updated_at = now() where id = $2", [priceCents, product.id]);
    await tx.query("select pg_notify($1, '')", [CATALOG_CHANGES_CHANNEL]);
    await tx.query("commit");
  } finally {
    tx.release();
  }
  const changed = performance.now();
  return Promise.all(
    stores.map(async (store) => {
      while (!(await productPage(store, product.slug)).html.includes(text)) {
        if (performance.now() - changed > timeoutMs) {
          throw new Error(`${store} did not show ${text} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      return performance.now() - changed;
    }),
  );
}
