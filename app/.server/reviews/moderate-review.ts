import { and, count, desc, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import { products, reviews, user } from "~/.server/db/schema";
import { ADMIN_PAGE_SIZE, adminPageCount, type Paged } from "~/lib/admin";
import type { ModeratedReview, ReviewStatusCounts } from "~/lib/review-moderation";
import { REVIEW_STATUSES, type ReviewStatus } from "~/lib/reviews";
import { recomputeProductRating } from "./rating";

export type ReviewChange = { ok: true; productTitle: string } | { ok: false; reason: string };

/** Reviews for the back office, newest first: those in one state, or all of them. */
export async function listReviewsForModeration(options: {
  status: ReviewStatus | "all";
  page: number;
  db?: Database;
}): Promise<Paged<ModeratedReview>> {
  const db = options.db ?? (await getDb());
  const where = options.status === "all" ? undefined : eq(reviews.status, options.status);
  const [total] = await db.select({ value: count() }).from(reviews).where(where);
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      status: reviews.status,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      reviewerName: user.name,
      reviewerEmail: user.email,
      productSlug: products.slug,
      productTitle: products.title,
    })
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  const items = rows.map(({ productSlug, productTitle, ...row }) => ({
    ...row,
    product: { slug: productSlug, title: productTitle },
  }));
  return { items, page: options.page, pageCount: adminPageCount(total?.value ?? 0) };
}

/** How many reviews await approval, are published and are hidden. */
export async function countReviewsByStatus(options: { db?: Database } = {}): Promise<ReviewStatusCounts> {
  const db = options.db ?? (await getDb());
  const rows = await db.select({ status: reviews.status, value: count() }).from(reviews).groupBy(reviews.status);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((status) => [status, 0])) as ReviewStatusCounts;
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

type Change = { status: ReviewStatus } | { delete: true } | { reply: string | null };

/**
 * Publishes, hides, deletes or answers one review. The product row is locked first (as a shopper's save
 * does), so its rating and count are recomputed from the reviews as they are after the change; the audit
 * row commits with it. Cached pages that show the rating are rendered again.
 */
export async function moderateReview(options: {
  id: string;
  change: Change;
  actor: AuditActor;
  db?: Database;
}): Promise<ReviewChange> {
  const db = options.db ?? (await getDb());
  const result = await db.transaction(async (tx): Promise<ReviewChange> => {
    const [target] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, options.id));
    if (!target) return { ok: false, reason: "That review no longer exists." };
    const [product] = await tx
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(eq(products.id, target.productId))
      .for("no key update");
    const [review] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, options.id), eq(reviews.productId, target.productId)));
    if (!product || !review) return { ok: false, reason: "That review no longer exists." };
    const before = { status: review.status, reply: review.reply };
    const { change } = options;
    if ("delete" in change) await tx.delete(reviews).where(eq(reviews.id, review.id));
    else if ("status" in change)
      await tx.update(reviews).set({ status: change.status }).where(eq(reviews.id, review.id));
    else {
      await tx
        .update(reviews)
        .set({ reply: change.reply, repliedAt: change.reply ? new Date() : null })
        .where(eq(reviews.id, review.id));
    }
    await recomputeProductRating(tx, product.id);
    await recordAudit(tx, {
      actor: options.actor,
      action: `review.${"delete" in change ? "deleted" : "status" in change ? change.status : "replied"}`,
      subject: `review ${review.id} of ${product.title}`,
      before,
      after: "delete" in change ? null : { ...before, ...change },
    });
    return { ok: true, productTitle: product.title };
  });
  if (result.ok) markCatalogChanged();
  return result;
}
