import { expect, test } from "@playwright/test";
import { clusterSql, storeUrls } from "./cluster";

/**
 * A price changed in the database reaches every process's page cache within a second (the bound),
 * not after the cache's 60 s lifetime: each process is asked directly, bypassing nginx.
 */
const NEW_PRICE_CENTS = 98_765;
const NEW_PRICE_TEXT = "$987.65";

async function productPage(store: string, slug: string) {
  const response = await fetch(`${store}/product/${slug}`);
  return { cache: response.headers.get("x-cache"), html: await response.text() };
}

test("a price change is visible through every process within a second", async () => {
  // Waits for the cross-process catalogue invalidation (branch `invalidation`): without it each process serves
  // its cached page for up to a minute.
  test.skip(true, "needs cross-process catalogue invalidation");
  const stores = storeUrls();
  const sql = clusterSql();
  try {
    const [product] = await sql<{ id: string; slug: string; priceCents: number }[]>`
      select id, slug, price_cents as "priceCents" from products
      where sale_price_cents is null order by slug limit 1`;
    if (!product) throw new Error("no product without a sale price");
    // Every process holds the page in its cache, at the old price.
    for (const store of stores) {
      await productPage(store, product.slug);
      const cached = await productPage(store, product.slug);
      expect(cached.cache).toBe("HIT");
      expect(cached.html).not.toContain(NEW_PRICE_TEXT);
    }

    await sql`update products set price_cents = ${NEW_PRICE_CENTS}, effective_price_cents = ${NEW_PRICE_CENTS},
      updated_at = now() where id = ${product.id}`;
    const changed = performance.now();
    const seenAfterMs = await Promise.all(
      stores.map(async (store) => {
        await expect(async () => {
          expect((await productPage(store, product.slug)).html).toContain(NEW_PRICE_TEXT);
        }).toPass({ intervals: [50], timeout: 10_000 });
        return performance.now() - changed;
      }),
    );
    test.info().annotations.push({ type: "seen after (ms)", description: seenAfterMs.map(Math.round).join(", ") });
    expect(Math.max(...seenAfterMs)).toBeLessThan(1000);

    await sql`update products set price_cents = ${product.priceCents}, effective_price_cents = ${product.priceCents},
      updated_at = now() where id = ${product.id}`;
  } finally {
    await sql.end();
  }
});
