import { describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { orderLines, orders, reviews, user } from "~/.server/db/schema";
import { demoReviewSummary, seedDemoReviews } from "~/.server/demo/reviews";
import { DEMO_REVIEWERS } from "~/.server/demo/reviews/texts";
import { findOwnReview, getRatingSummary, listReviews } from "~/.server/reviews/list-reviews";
import { saveReview } from "~/.server/reviews/save-review";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { readProductRating } from "../../support/product-rating";

const t = withTestDatabase();

async function addUser(db: Database, id: string, name: string, email = `${id}@example.com`) {
  await db.insert(user).values({ id, name, email, emailVerified: true });
  return id;
}

let orderCounter = 0;

async function addOrder(db: Database, options: { email: string; productId: string; paid: boolean }) {
  orderCounter += 1;
  const [order] = await db
    .insert(orders)
    .values({
      publicId: `public-${orderCounter}-${Date.now()}`,
      email: options.email,
      firstName: "Dana",
      lastName: "Rivera",
      address: "12 Main St",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      deliveryMethod: "shipping",
      subtotalCents: 2000,
      shippingCents: 699,
      totalCents: 2699,
      paymentProvider: "test",
      idempotencyKey: `key-${orderCounter}-${Date.now()}`,
      requestHash: "hash",
      testMode: true,
      status: options.paid ? "paid" : "pending",
      paidAt: options.paid ? new Date() : null,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("no order");
  await db.insert(orderLines).values({
    orderId: order.id,
    position: 0,
    productId: options.productId,
    productSlug: "whey",
    title: "Whey",
    quantity: 1,
    unitPriceCents: 2000,
    lineTotalCents: 2000,
    subscription: false,
  });
}

const review = { rating: 5, title: "Great", body: "Mixes well and tastes good." };

describe("saveReview", () => {
  it("keeps one review per customer per product: a second save edits it", async () => {
    await insertProducts(t.db, { slug: "whey" });
    const dana = await addUser(t.db, "dana", "Dana Rivera");

    expect(await saveReview({ db: t.db, userId: dana, productSlug: "whey", input: review })).toBe(true);
    const [first] = await listReviews({ db: t.db });
    expect(first).toMatchObject({ rating: 5, title: "Great", reviewer: "Dana R.", editedAt: null });

    await saveReview({
      db: t.db,
      userId: dana,
      productSlug: "whey",
      input: { ...review, rating: 2, title: "Changed" },
    });
    const all = await listReviews({ db: t.db });
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: first?.id, rating: 2, title: "Changed", createdAt: first?.createdAt });
    expect(all[0]?.editedAt).not.toBeNull();
  });

  it("keeps the product's rating and review count in step with its reviews", async () => {
    await insertProducts(t.db, { slug: "whey", rating: 4.9, reviewCount: 964 }, { slug: "other" });
    const dana = await addUser(t.db, "dana", "Dana Rivera");
    const marcus = await addUser(t.db, "marcus", "Marcus Chen");

    await saveReview({ db: t.db, userId: dana, productSlug: "whey", input: { ...review, rating: 5 } });
    expect(await readProductRating(t.db, "whey")).toEqual({ rating: 5, reviewCount: 1 });

    await saveReview({ db: t.db, userId: marcus, productSlug: "whey", input: { ...review, rating: 4 } });
    expect(await readProductRating(t.db, "whey")).toEqual({ rating: 4.5, reviewCount: 2 });

    await saveReview({ db: t.db, userId: marcus, productSlug: "whey", input: { ...review, rating: 2 } });
    expect(await readProductRating(t.db, "whey")).toEqual({ rating: 3.5, reviewCount: 2 });
    expect(await getRatingSummary({ db: t.db, productSlug: "whey" })).toEqual({ average: 3.5, count: 2 });
    expect(await readProductRating(t.db, "other")).toEqual({ rating: 0, reviewCount: 0 });
  });

  it("keeps counts right when several customers review one product at once", async () => {
    await insertProducts(t.db, { slug: "whey" });
    const ids = await Promise.all(["a", "b", "c", "d"].map((id) => addUser(t.db, id, id)));
    await Promise.all(
      ids.map((userId, i) =>
        saveReview({ db: t.db, userId, productSlug: "whey", input: { ...review, rating: i + 2 } }),
      ),
    );
    expect(await readProductRating(t.db, "whey")).toEqual({ rating: 3.5, reviewCount: 4 });
  });

  it("refuses an unknown product and a rating outside 1-5 (the database checks too)", async () => {
    const dana = await addUser(t.db, "dana", "Dana Rivera");
    expect(await saveReview({ db: t.db, userId: dana, productSlug: "missing", input: review })).toBe(false);

    const ids = await insertProducts(t.db, { slug: "whey" });
    await expect(
      t.db.insert(reviews).values({ productId: ids.whey, userId: dana, rating: 6, title: "x", body: "y" }),
    ).rejects.toThrow();
  });

  it("stores review text exactly as written: it is shown as text, never interpreted", async () => {
    await insertProducts(t.db, { slug: "whey" });
    const dana = await addUser(t.db, "dana", "Dana Rivera");
    const body = '<img src=x onerror="alert(1)"> <script>alert(2)</script> **not bold**';
    await saveReview({ db: t.db, userId: dana, productSlug: "whey", input: { ...review, body } });
    expect((await listReviews({ db: t.db }))[0]?.body).toBe(body);
  });
});

describe("listReviews", () => {
  it("lists newest first with the product, of every product or of one, a page at a time", async () => {
    const ids = await insertProducts(
      t.db,
      { slug: "whey", title: "Whey Protein" },
      { slug: "creatine", title: "Creatine" },
    );
    const dana = await addUser(t.db, "dana", "Dana Rivera");
    const marcus = await addUser(t.db, "marcus", "marcus@example.com");
    await saveReview({ db: t.db, userId: dana, productSlug: "whey", input: { ...review, title: "First" } });
    await saveReview({ db: t.db, userId: marcus, productSlug: "creatine", input: { ...review, title: "Second" } });

    const all = await listReviews({ db: t.db });
    expect(all.map((r) => r.title)).toEqual(["Second", "First"]);
    expect(all[0]).toMatchObject({ reviewer: "Customer", product: { slug: "creatine", title: "Creatine" } });
    expect((await listReviews({ db: t.db, productSlug: "whey" })).map((r) => r.title)).toEqual(["First"]);
    expect((await listReviews({ db: t.db, limit: 1, offset: 1 })).map((r) => r.title)).toEqual(["First"]);
    expect(await getRatingSummary({ db: t.db })).toEqual({ average: 5, count: 2 });
    expect(await findOwnReview({ db: t.db, userId: marcus, productId: ids.creatine })).toMatchObject({
      title: "Second",
    });
    expect(await findOwnReview({ db: t.db, userId: marcus, productId: ids.whey })).toBeNull();
  });

  it("marks a verified purchase when the reviewer's e-mail has a paid order with the product", async () => {
    const ids = await insertProducts(t.db, { slug: "whey" }, { slug: "creatine" });
    const dana = await addUser(t.db, "dana", "Dana Rivera", "Dana@Example.com");
    const marcus = await addUser(t.db, "marcus", "Marcus Chen");
    await addOrder(t.db, { email: "dana@example.com", productId: ids.whey, paid: true });
    await addOrder(t.db, { email: "dana@example.com", productId: ids.creatine, paid: false });
    await addOrder(t.db, { email: "marcus@example.com", productId: ids.creatine, paid: true });
    await saveReview({ db: t.db, userId: dana, productSlug: "whey", input: review });
    await saveReview({ db: t.db, userId: dana, productSlug: "creatine", input: review });
    await saveReview({ db: t.db, userId: marcus, productSlug: "whey", input: review });

    const verified = (await listReviews({ db: t.db })).map((r) => [r.reviewer, r.product.slug, r.verifiedPurchase]);
    expect(verified).toEqual(
      expect.arrayContaining([
        ["Dana R.", "whey", true],
        ["Dana R.", "creatine", false],
        ["Marcus C.", "whey", false],
      ]),
    );
  });
});

describe("seedDemoReviews", () => {
  it("gives each product two to four reviews, sets its rating from them, and is idempotent", async () => {
    await insertProducts(
      t.db,
      { slug: "whey", rating: 4.9, reviewCount: 964 },
      { slug: "vitamin-d", category: "vitamins" },
      { slug: "not-demo", rating: 4.2, reviewCount: 10 },
    );
    const first = await seedDemoReviews({ db: t.db, productSlugs: ["whey", "vitamin-d"] });
    const again = await seedDemoReviews({ db: t.db, productSlugs: ["whey", "vitamin-d"] });
    expect(again).toEqual(first);

    for (const [slug, category] of [
      ["whey", "protein"],
      ["vitamin-d", "vitamins"],
    ] as const) {
      expect(await readProductRating(t.db, slug)).toEqual(demoReviewSummary({ slug, category }));
      const summary = await getRatingSummary({ db: t.db, productSlug: slug });
      expect(summary.count).toBeGreaterThanOrEqual(2);
      expect(summary.count).toBeLessThanOrEqual(4);
      expect(summary.average).toBeGreaterThanOrEqual(3.5);
      expect(await readProductRating(t.db, slug)).toEqual({
        rating: Math.round(summary.average * 100) / 100,
        reviewCount: summary.count,
      });
    }
    expect(await readProductRating(t.db, "not-demo")).toEqual({ rating: 4.2, reviewCount: 10 });
    const reviewers = await t.db.select({ id: user.id }).from(user);
    expect(reviewers.map((r) => r.id).sort()).toEqual(DEMO_REVIEWERS.map((r) => r.id).sort());
  });
});
