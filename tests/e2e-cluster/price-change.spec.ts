import { expect, test } from "@playwright/test";
import { cacheProductPage, changePriceAndWait, productWithoutSale } from "../support/price-change";
import { clusterSql, PROCESSES, storeUrls } from "./cluster";

/**
 * A price changed in the database reaches every process's page cache within a second (the bound), not
 * after the cache's 60 s lifetime: the processes hear it through PostgreSQL LISTEN/NOTIFY (decision 162). Each
 * process is asked directly, bypassing nginx.
 */
test("a price change is visible through every process within a second", async () => {
  const stores = storeUrls();
  const sql = clusterSql();
  try {
    const product = await productWithoutSale(sql);
    // Every process holds the page in its cache, at the old price.
    expect(await cacheProductPage(stores, product.slug)).toEqual(Array(PROCESSES).fill("HIT"));

    const seenAfterMs = await changePriceAndWait({ sql, stores, product, priceCents: 98_765, timeoutMs: 10_000 });
    test.info().annotations.push({ type: "seen after (ms)", description: seenAfterMs.map(Math.round).join(", ") });
    expect(Math.max(...seenAfterMs)).toBeLessThan(1000);

    await changePriceAndWait({ sql, stores, product, priceCents: product.priceCents });
  } finally {
    await sql.end();
  }
});
