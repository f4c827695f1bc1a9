import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { auditLog, reviews, user } from "~/.server/db/schema";
import { findOwnReview, getRatingSummary, listReviews } from "~/.server/reviews/list-reviews";
import { countReviewsByStatus, listReviewsForModeration, moderateReview } from "~/.server/reviews/moderate-review";
import { saveReview } from "~/.server/reviews/save-review";
import { getStoreSettings, setStoreSetting } from "~/.server/settings/store-settings";
import { STORE_SETTING_DEFAULTS } from "~/lib/store-settings";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { productRating } from "../../support/product-rating";

const t = withTestDatabase();
const actor = { userId: null, email: "owner@shop.example" };

async function addUser(db: Database, id: string) {
  await db.insert(user).values({ id, name: `${id} Rivera`, email: `${id}@example.com`, emailVerified: true });
  return id;
}

async function write(userId: string, rating: number) {
  await saveReview({
    db: t.db,
    userId,
    productSlug: "whey",
    input: { rating, title: `${rating} stars`, body: "Tried it." },
  });
  const [row] = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  if (!row) throw new Error("no review");
  return row.id;
}

function moderate(id: string, change: Parameters<typeof moderateReview>[0]["change"]) {
  return moderateReview({ id, change, actor, db: t.db });
}

describe("review moderation", () => {
  it("publishes at once by default; held reviews are neither shown nor counted until approved", async () => {
    const { whey } = await insertProducts(t.db, { slug: "whey" });
    expect(await getStoreSettings({ db: t.db })).toEqual(STORE_SETTING_DEFAULTS);
    const dana = await write(await addUser(t.db, "dana"), 5);
    expect(await productRating(t.db, "whey")).toEqual({ rating: 5, reviewCount: 1 });

    await setStoreSetting({ key: "reviewModeration", value: "hold", actor, db: t.db });
    const marcus = await addUser(t.db, "marcus");
    const held = await write(marcus, 1);
    expect(await productRating(t.db, "whey")).toEqual({ rating: 5, reviewCount: 1 });
    expect((await listReviews({ db: t.db, productSlug: "whey" })).map((review) => review.id)).toEqual([dana]);
    expect(await getRatingSummary({ db: t.db, productSlug: "whey" })).toEqual({ average: 5, count: 1 });
    expect(await findOwnReview({ db: t.db, userId: marcus, productId: whey })).toMatchObject({ status: "held" });
    expect(await countReviewsByStatus({ db: t.db })).toEqual({ held: 1, published: 1, hidden: 0 });
    const queue = await listReviewsForModeration({ status: "held", page: 1, db: t.db });
    expect(queue.items).toMatchObject([{ id: held, reviewerEmail: "marcus@example.com", product: { slug: "whey" } }]);

    expect(await moderate(held, { status: "published" })).toEqual({ ok: true, productTitle: "whey" });
    expect(await productRating(t.db, "whey")).toEqual({ rating: 3, reviewCount: 2 });
  });

  it("keeps the rating right through hide, edit, reply and delete, and audits each change", async () => {
    await insertProducts(t.db, { slug: "whey" });
    const dana = await addUser(t.db, "dana");
    const danaReview = await write(dana, 5);
    const lee = await write(await addUser(t.db, "lee"), 3);
    expect(await productRating(t.db, "whey")).toEqual({ rating: 4, reviewCount: 2 });

    await moderate(danaReview, { status: "hidden" });
    expect(await productRating(t.db, "whey")).toEqual({ rating: 3, reviewCount: 1 });
    // Editing a hidden review does not bring it back.
    await write(dana, 4);
    expect((await t.db.select().from(reviews).where(eq(reviews.id, danaReview)))[0]?.status).toBe("hidden");
    expect(await productRating(t.db, "whey")).toEqual({ rating: 3, reviewCount: 1 });

    await moderate(lee, { reply: "Thanks, Lee! Try it with oat milk." });
    expect((await listReviews({ db: t.db }))[0]?.reply).toBe("Thanks, Lee! Try it with oat milk.");
    await moderate(lee, { reply: null });
    expect((await listReviews({ db: t.db }))[0]?.reply).toBeNull();

    await moderate(lee, { delete: true });
    expect(await productRating(t.db, "whey")).toEqual({ rating: 0, reviewCount: 0 });
    expect(await moderate(lee, { status: "published" })).toEqual({
      ok: false,
      reason: "That review no longer exists.",
    });

    const actions = (await t.db.select().from(auditLog)).map((row) => row.action).sort();
    expect(actions).toEqual(["review.deleted", "review.hidden", "review.replied", "review.replied"]);
  });

  it("sends an edit back for approval while reviews are held", async () => {
    await insertProducts(t.db, { slug: "whey" });
    const dana = await addUser(t.db, "dana");
    const id = await write(dana, 5);
    await setStoreSetting({ key: "reviewModeration", value: "hold", actor, db: t.db });
    await write(dana, 1);
    expect((await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]?.status).toBe("held");
    expect(await productRating(t.db, "whey")).toEqual({ rating: 0, reviewCount: 0 });
  });

  it("keeps counts right when reviews are moderated and written at once", async () => {
    await insertProducts(t.db, { slug: "whey" });
    const ids = await Promise.all(["a", "b", "c", "d"].map(async (id, n) => write(await addUser(t.db, id), n + 2)));
    await Promise.all([
      moderate(ids[0] as string, { status: "hidden" }),
      moderate(ids[1] as string, { delete: true }),
      write(await addUser(t.db, "e"), 1),
      moderate(ids[2] as string, { reply: "Thanks!" }),
    ]);
    // Left published: c (4), d (5), e (1).
    expect(await productRating(t.db, "whey")).toEqual({ rating: 3.33, reviewCount: 3 });
  });
});
