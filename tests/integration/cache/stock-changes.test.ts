import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { catalogChanges, getCatalogVersion } from "~/.server/cache/catalog-version";
import { refundOrder } from "~/.server/orders/refunds/refund-order";
import { productPageTag } from "~/lib/page-cache-params";
import { PageCache, toCachedPage } from "../../../server/page-cache";
import { insertProducts, linesOf, PUBLIC_URL, placePaidOrder, testPayments } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

/**
 * The process's page cache holding a product page each for whey and creatine (tagged as the product route
 * tags them) and the pages that show them only as cards: the home page, a list.
 */
function cachedCatalogue() {
  const cache = new PageCache({ changes: catalogChanges });
  const store = (key: string, tags: string[] = []) =>
    cache.set(
      key,
      toCachedPage({
        body: key,
        nonce: "n",
        headers: new Headers(),
        storedAt: cache.now(),
        catalogMark: cache.catalogMark(),
        tags,
      }),
    );
  store("/product/whey", [productPageTag("whey")]);
  store("/product/whey.data", [productPageTag("whey")]);
  store("/product/creatine", [productPageTag("creatine")]);
  store("/");
  store("/products?category=protein");
  const cached = () =>
    ["/product/whey", "/product/whey.data", "/product/creatine", "/", "/products?category=protein"].filter((key) =>
      cache.get(key),
    );
  return { cached };
}

describe("a stock change and the page cache (decision 163)", () => {
  it("a sale of whey drops whey's own page and leaves every other page cached", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 50 }, { slug: "creatine", stock: 50 });
    const { cached } = cachedCatalogue();
    const version = getCatalogVersion();
    await placePaidOrder(t.db, [{ productId: ids.whey, quantity: 2 }]);
    expect(cached()).toEqual(["/product/creatine", "/", "/products?category=protein"]);
    // The counts and search answers, kept per catalogue version, stay too.
    expect(getCatalogVersion()).toBe(version);
  });

  it("a sale that makes whey's 'Low Stock' badge appear drops every page, since cards everywhere show it", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 12 }, { slug: "creatine", stock: 50 });
    const { cached } = cachedCatalogue();
    await placePaidOrder(t.db, [{ productId: ids.whey, quantity: 2 }]);
    // 12 to 10: 'Only 10 left in stock!' on its page, but no badge yet on its cards.
    expect(cached()).toEqual(["/product/creatine", "/", "/products?category=protein"]);
    const version = getCatalogVersion();
    await placePaidOrder(t.db, [{ productId: ids.whey, quantity: 1 }]);
    expect(cached()).toEqual([]);
    expect(getCatalogVersion()).not.toBe(version);
  });

  it("the last unit sold, and the stock put back by a refund, each drop every page ('Out of Stock')", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 1 }, { slug: "creatine", stock: 50 });
    let { cached } = cachedCatalogue();
    const order = await placePaidOrder(t.db, [{ productId: ids.whey, quantity: 1 }]);
    expect(cached()).toEqual([]);

    ({ cached } = cachedCatalogue());
    const [line] = await linesOf(t.db, order.id);
    if (!line) throw new Error("line missing");
    const result = await refundOrder({
      actor: { userId: null, email: "clerk@example.com" },
      db: t.db,
      provider: testPayments().provider,
      publicUrl: PUBLIC_URL,
      idempotencyKey: randomUUID(),
      orderNumber: order.orderNumber,
      lines: [{ lineId: line.id, quantity: 1 }],
      includeShipping: false,
      restock: true,
      reason: "Changed their mind",
    });
    expect(result.ok).toBe(true);
    expect(cached()).toEqual([]);
  });

  it("stock put back that leaves every badge as it was drops only that product's page", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 50 }, { slug: "creatine", stock: 50 });
    const order = await placePaidOrder(t.db, [{ productId: ids.whey, quantity: 2 }]);
    const { cached } = cachedCatalogue();
    const [line] = await linesOf(t.db, order.id);
    if (!line) throw new Error("line missing");
    await refundOrder({
      actor: { userId: null, email: "clerk@example.com" },
      db: t.db,
      provider: testPayments().provider,
      publicUrl: PUBLIC_URL,
      idempotencyKey: randomUUID(),
      orderNumber: order.orderNumber,
      lines: [{ lineId: line.id, quantity: 2 }],
      includeShipping: false,
      restock: true,
      reason: "Damaged in transit",
    });
    expect(cached()).toEqual(["/product/creatine", "/", "/products?category=protein"]);
  });
});
