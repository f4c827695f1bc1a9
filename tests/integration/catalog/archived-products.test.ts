import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getRelatedProducts } from "~/.server/blog/related-products";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { listBrandProducts } from "~/.server/catalog/brands";
import { getCartProducts, getSuggestionCandidates } from "~/.server/catalog/cart-products";
import { isCatalogEmpty, listBestSellers, listFeaturedProducts } from "~/.server/catalog/home";
import { listCatalog, listProducts } from "~/.server/catalog/list";
import { getProductBySlug } from "~/.server/catalog/products";
import { rowsOf } from "~/.server/db/rows";
import { orders, outboxMessages, products, user } from "~/.server/db/schema";
import { listFavoriteProducts, setFavorite } from "~/.server/favorites/favorites";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { CheckoutRejectedError } from "~/.server/orders/checkout/errors";
import { priceCheckoutLines } from "~/.server/orders/checkout/price-lines";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import { refundOrder } from "~/.server/orders/refunds/refund-order";
import { createDatabaseRateLimitStore } from "~/.server/rate-limit/database-store";
import { getRatingSummary, listReviews } from "~/.server/reviews/list-reviews";
import { saveReview } from "~/.server/reviews/save-review";
import { createPostgresSearchEngine } from "~/.server/search/postgres-engine";
import { renderSitemap } from "~/.server/seo/sitemap";
import { adjustStock } from "~/.server/stock/adjust-stock";
import { confirmBackInStockNotice, requestBackInStockNotice } from "~/.server/stock/back-in-stock";
import { BRANDS } from "~/lib/catalog";
import { priceBounds } from "~/lib/filters";
import type { SearchRequest } from "~/lib/search";
import { parseSearchRequest } from "~/lib/search.schema";
import { findBrandPage } from "~/lib/taxonomy";
import {
  insertProducts,
  linesOf,
  PUBLIC_URL,
  placePaidOrder,
  stockOf,
  testPayments,
  variantOf,
} from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

/*
 * Decision 174: an archived product leaves every storefront read, while the back office's order, stock and
 * refund paths keep working on it. Each check sees the product first, archives it, then sees it gone, so none
 * can pass by finding nothing in the first place.
 */

const t = withTestDatabase();
const actor = { userId: null, email: "clerk@example.com" };
const UNAVAILABLE = "An item in your cart is no longer available. Please remove it and try again.";

/**
 * Two Bucked Up whey products, both featured best sellers in stock: "classic" stays in the store, "zephyr" (the
 * dearer one, so it sets the top of the price bounds) is the one archived.
 */
async function insertWheys() {
  return insertProducts(
    t.db,
    {
      slug: "classic",
      title: "Bucked Up Whey Classic",
      brand: "Bucked Up",
      priceCents: 3000,
      featured: true,
      bestSeller: true,
    },
    {
      slug: "zephyr",
      title: "Bucked Up Whey Zephyr",
      brand: "Bucked Up",
      priceCents: 9900,
      featured: true,
      bestSeller: true,
    },
  );
}

/** Takes products out of the store as the back office does: archived_at set, then the catalogue's caches told. */
async function archive(...slugs: string[]) {
  await t.db.update(products).set({ archivedAt: new Date() }).where(inArray(products.slug, slugs));
  markCatalogChanged();
}

async function relist(...slugs: string[]) {
  await t.db.update(products).set({ archivedAt: null }).where(inArray(products.slug, slugs));
  markCatalogChanged();
}

const slugsOf = (rows: readonly { slug: string }[]) => rows.map((row) => row.slug);

function searchRequest(term: string): SearchRequest {
  return parseSearchRequest(new URLSearchParams({ q: term }));
}

async function sitemapLocations(): Promise<string[]> {
  const body = await renderSitemap({ db: t.db, publicUrl: PUBLIC_URL });
  const xml = body === undefined ? "" : await new Response(body).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("archived products leave the storefront (decision 174)", () => {
  it("leave the listing, its count, its price bounds and the catalogue call", async () => {
    await insertWheys();
    const before = await listProducts({ db: t.db });
    expect(slugsOf(before.products)).toEqual(["classic", "zephyr"]);
    expect(before.total).toBe(2);
    expect(before.bounds).toEqual(priceBounds(3000, 9900));
    expect(slugsOf(await listCatalog({ db: t.db }))).toEqual(["classic", "zephyr"]);

    await archive("zephyr");
    const after = await listProducts({ db: t.db });
    expect(slugsOf(after.products)).toEqual(["classic"]);
    expect(after.total).toBe(1);
    expect(after.bounds).toEqual(priceBounds(3000, 3000));
    // The brand filter takes its own path through the trigram index.
    const filtered = await listProducts({ db: t.db, brands: ["Bucked Up"] });
    expect({ slugs: slugsOf(filtered.products), total: filtered.total }).toEqual({ slugs: ["classic"], total: 1 });
    expect(slugsOf(await listCatalog({ db: t.db }))).toEqual(["classic"]);
  });

  it("leave search results, their counts and the suggestions, and come back when listed again", async () => {
    await insertWheys();
    const engine = createPostgresSearchEngine(t.db);
    const before = await engine.search(searchRequest("whey"));
    expect(slugsOf(before.products).sort()).toEqual(["classic", "zephyr"]);
    expect(before.total).toBe(2);
    expect(slugsOf((await engine.suggest("zephyr")).products)).toEqual(["zephyr"]);
    // An exact title is looked up apart from the full-text matches.
    expect(slugsOf((await engine.suggest("Bucked Up Whey Zephyr")).products)).toEqual(["zephyr"]);

    await archive("zephyr");
    const after = await engine.search(searchRequest("whey"));
    expect(slugsOf(after.products)).toEqual(["classic"]);
    expect(after.total).toBe(1);
    expect(after.categories).toEqual(["protein"]);
    expect((await engine.search(searchRequest("zephyr"))).total).toBe(0);
    expect((await engine.suggest("zephyr")).products).toEqual([]);
    expect((await engine.suggest("Bucked Up Whey Zephyr")).products).toEqual([]);
    // The search copy itself no longer holds it (drizzle/0023_search_listed_products.sql).
    const copied = rowsOf<{ slug: string }>(
      await t.db.execute(sql`select p.slug from search_documents d join products p on p.id = d.product_id`),
    );
    expect(slugsOf(copied)).toEqual(["classic"]);

    await relist("zephyr");
    expect(slugsOf((await engine.search(searchRequest("zephyr"))).products)).toEqual(["zephyr"]);
    expect((await engine.search(searchRequest("whey"))).total).toBe(2);
  });

  it("leave the home page's strips, and a store whose products are all archived reads as empty", async () => {
    await insertWheys();
    expect(slugsOf(await listFeaturedProducts({ db: t.db }))).toEqual(["classic", "zephyr"]);
    expect(slugsOf(await listBestSellers({ db: t.db }))).toEqual(["classic", "zephyr"]);
    expect(await isCatalogEmpty({ db: t.db })).toBe(false);

    await archive("zephyr");
    expect(slugsOf(await listFeaturedProducts({ db: t.db }))).toEqual(["classic"]);
    expect(slugsOf(await listBestSellers({ db: t.db }))).toEqual(["classic"]);
    expect(await isCatalogEmpty({ db: t.db })).toBe(false);

    await archive("classic");
    expect(await isCatalogEmpty({ db: t.db })).toBe(true);
  });

  it("leave their brand page, paged or whole", async () => {
    await insertWheys();
    const brand = findBrandPage(BRANDS, "bucked-up")!;
    const pagedBefore = await listBrandProducts({ brand, limit: 30, db: t.db });
    expect({ slugs: slugsOf(pagedBefore.products), total: pagedBefore.total }).toEqual({
      slugs: ["classic", "zephyr"],
      total: 2,
    });
    expect(slugsOf((await listBrandProducts({ brand, db: t.db })).products)).toEqual(["classic", "zephyr"]);

    await archive("zephyr");
    const pagedAfter = await listBrandProducts({ brand, limit: 30, db: t.db });
    expect({ slugs: slugsOf(pagedAfter.products), total: pagedAfter.total }).toEqual({ slugs: ["classic"], total: 1 });
    expect(slugsOf((await listBrandProducts({ brand, db: t.db })).products)).toEqual(["classic"]);
  });

  it("leave the sitemap, its count as well as its list", async () => {
    await insertWheys();
    const before = await sitemapLocations();
    expect(before).toContain(`${PUBLIC_URL}/product/zephyr`);

    await archive("zephyr");
    const after = await sitemapLocations();
    expect(after).not.toContain(`${PUBLIC_URL}/product/zephyr`);
    expect(after).toContain(`${PUBLIC_URL}/product/classic`);
    expect(after).toHaveLength(before.length - 1);
  });

  it("have no product page", async () => {
    await insertWheys();
    expect((await getProductBySlug({ slug: "zephyr", db: t.db }))?.title).toBe("Bucked Up Whey Zephyr");

    await archive("zephyr");
    expect(await getProductBySlug({ slug: "zephyr", db: t.db })).toBeNull();
    expect((await getProductBySlug({ slug: "classic", db: t.db }))?.slug).toBe("classic");
  });

  it("leave a cart, as a product that no longer exists does, and are not suggested for it", async () => {
    const ids = await insertWheys();
    expect(slugsOf(await getCartProducts({ ids: [ids.classic, ids.zephyr], db: t.db })).sort()).toEqual([
      "classic",
      "zephyr",
    ]);
    expect(slugsOf(await getSuggestionCandidates({ ids: [], db: t.db })).sort()).toEqual(["classic", "zephyr"]);

    await archive("zephyr");
    expect(slugsOf(await getCartProducts({ ids: [ids.classic, ids.zephyr], db: t.db }))).toEqual(["classic"]);
    expect(slugsOf(await getSuggestionCandidates({ ids: [], db: t.db }))).toEqual(["classic"]);
  });

  it("are refused at checkout with the message of a product that no longer exists", async () => {
    const ids = await insertWheys();
    const lines = [
      { productId: ids.classic, flavor: null, quantity: 1, subscription: false },
      { productId: ids.zephyr, flavor: null, quantity: 1, subscription: false },
    ];
    const priced = await priceCheckoutLines({ db: t.db, lines });
    expect(priced.subtotalCents).toBe(3000 + 9900);

    await archive("zephyr");
    const refused = await priceCheckoutLines({ db: t.db, lines }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CheckoutRejectedError);
    expect(refused).toMatchObject({ status: 400, problems: [UNAVAILABLE], shortfalls: [] });
  });

  it("leave the products an article links to, named or topping it up", async () => {
    await insertWheys();
    const related = () => getRelatedProducts({ slugs: ["zephyr"], categories: ["protein"], db: t.db });
    expect(slugsOf(await related())).toEqual(["zephyr", "classic"]);

    await archive("zephyr");
    expect(slugsOf(await related())).toEqual(["classic"]);
  });

  it("leave a shopper's favourites, which keep them for when they are listed again", async () => {
    const ids = await insertWheys();
    const userId = randomUUID();
    await t.db.insert(user).values({ id: userId, email: "ann@example.com", name: "Ann", emailVerified: true });
    expect(await setFavorite({ db: t.db, userId, productId: ids.zephyr, favorite: true })).toBe(true);
    expect(slugsOf(await listFavoriteProducts({ db: t.db, userId }))).toEqual(["zephyr"]);

    await archive("zephyr");
    expect(await listFavoriteProducts({ db: t.db, userId })).toEqual([]);
    expect(await setFavorite({ db: t.db, userId, productId: ids.zephyr, favorite: true })).toBe(false);
    expect(await setFavorite({ db: t.db, userId, productId: ids.classic, favorite: true })).toBe(true);

    await relist("zephyr");
    expect(slugsOf(await listFavoriteProducts({ db: t.db, userId })).sort()).toEqual(["classic", "zephyr"]);
  });

  it("take no new reviews, and their reviews leave the reviews page and its average", async () => {
    await insertWheys();
    const userId = randomUUID();
    await t.db.insert(user).values({ id: userId, email: "ben@example.com", name: "Ben", emailVerified: true });
    const review = { rating: 4, title: "Smooth", body: "Mixes well and tastes good." };
    expect(await saveReview({ db: t.db, userId, productSlug: "zephyr", input: review })).toBe(true);
    expect((await listReviews({ db: t.db })).map((r) => r.product.slug)).toEqual(["zephyr"]);
    expect((await getRatingSummary({ db: t.db })).count).toBe(1);

    await archive("zephyr");
    expect(await saveReview({ db: t.db, userId, productSlug: "zephyr", input: { ...review, rating: 1 } })).toBe(false);
    expect(await listReviews({ db: t.db })).toEqual([]);
    expect(await getRatingSummary({ db: t.db })).toEqual({ average: 0, count: 0 });
  });

  it("cannot be asked for back in stock, and send no notice while archived", async () => {
    const ids = await insertProducts(t.db, { slug: "sold-out", title: "Sold Out Whey", stock: 0 });
    const ask = () =>
      requestBackInStockNotice({
        productId: ids["sold-out"],
        email: "dana@example.com",
        clientIp: "203.0.113.7",
        publicUrl: PUBLIC_URL,
        db: t.db,
        rateLimitStore: createDatabaseRateLimitStore(t.db),
      });
    expect((await ask()).status).toBe(200);
    const mails = async () =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC))).map(
        (row) => row.payload as { subject: string; text: string },
      );
    const token = (await mails()).at(-1)?.text.match(/\/back-in-stock\?token=([\w-]+)/)?.[1] ?? "";
    expect(await confirmBackInStockNotice({ token, publicUrl: PUBLIC_URL, db: t.db })).toEqual({
      title: "Sold Out Whey",
    });

    await archive("sold-out");
    expect(await ask()).toEqual({
      status: 404,
      result: { status: "invalid", message: "That product no longer exists." },
    });
    // Stock arrives while it is archived: the confirmed request waits rather than link to a missing page.
    await adjustStock({
      productId: ids["sold-out"],
      variantId: await variantOf(t.db, ids["sold-out"]),
      change: 5,
      note: "Delivery",
      actor,
      db: t.db,
    });
    const notices = async () => (await mails()).filter((mail) => mail.subject === "Back in stock: Sold Out Whey");
    expect(await notices()).toEqual([]);

    await relist("sold-out");
    await adjustStock({
      productId: ids["sold-out"],
      variantId: await variantOf(t.db, ids["sold-out"]),
      change: 1,
      note: "Delivery",
      actor,
      db: t.db,
    });
    expect(await notices()).toHaveLength(1);
  });
});

describe("orders of archived products (decision 174)", () => {
  it("still take their stock when paid after the product was archived, and put it back on a refund", async () => {
    const ids = await insertWheys();
    const pending = await placePaidOrder(t.db, [{ productId: ids.zephyr, quantity: 2 }], { paid: false });
    expect(pending.status).toBe("pending");
    expect(await stockOf(t.db, ids.zephyr)).toBe(50);

    await archive("zephyr");
    await applyPaymentEvent({
      provider: "test",
      event: { eventId: `evt_${pending.publicId}`, orderId: pending.publicId, status: "paid", occurredAt: new Date() },
      db: t.db,
      publicUrl: PUBLIC_URL,
      storeEmail: "store@example.com",
    });
    const [paid] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, pending.id));
    expect(paid?.status).toBe("paid");
    expect(await stockOf(t.db, ids.zephyr)).toBe(48);

    const [line] = await linesOf(t.db, pending.id);
    if (!line) throw new Error("line missing");
    const refund = await refundOrder({
      actor,
      db: t.db,
      provider: testPayments().provider,
      publicUrl: PUBLIC_URL,
      idempotencyKey: randomUUID(),
      orderNumber: pending.orderNumber,
      lines: [{ lineId: line.id, quantity: 2 }],
      includeShipping: false,
      restock: true,
      reason: "Changed their mind",
    });
    expect(refund).toMatchObject({ ok: true });
    expect(await stockOf(t.db, ids.zephyr)).toBe(50);
  });
});
