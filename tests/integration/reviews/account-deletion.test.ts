import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getCatalogVersion } from "~/.server/cache/catalog-version";
import { reviews, user } from "~/.server/db/schema";
import { saveReview } from "~/.server/reviews/save-review";
import { browserHeaders, createTestAuth, createVerifiedUser, PASSWORD } from "../../support/auth-helpers";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { productRating } from "../../support/product-rating";

// The account is made and deleted the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 60_000 });

const t = withTestDatabase();

function review(userId: string, productSlug: string, rating: number) {
  return saveReview({ db: t.db, userId, productSlug, input: { rating, title: `${rating} stars`, body: "Tried it." } });
}

describe("deleting an account", () => {
  it("takes its reviews out of every product's rating and count, and renders cached pages again", async () => {
    await insertProducts(t.db, { slug: "whey" }, { slug: "casein" });
    const auth = createTestAuth(t.db);
    const leaving = await createVerifiedUser(auth, t.db, "leaving@example.com");
    const staying = await createVerifiedUser(auth, t.db, "staying@example.com");
    await review(leaving.user.id, "whey", 1);
    await review(leaving.user.id, "casein", 2);
    await review(staying.user.id, "whey", 5);
    expect(await productRating(t.db, "whey")).toEqual({ rating: 3, reviewCount: 2 });

    const version = getCatalogVersion();
    await auth.api.deleteUser({ body: { password: PASSWORD }, headers: browserHeaders({ cookie: leaving.cookie }) });

    expect(await t.db.select().from(user).where(eq(user.id, leaving.user.id))).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, leaving.user.id))).toEqual([]);
    expect(await productRating(t.db, "whey")).toEqual({ rating: 5, reviewCount: 1 });
    expect(await productRating(t.db, "casein")).toEqual({ rating: 0, reviewCount: 0 });
    expect(getCatalogVersion()).not.toBe(version);
  });
});
