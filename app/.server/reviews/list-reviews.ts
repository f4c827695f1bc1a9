import { and, avg, count, desc, eq, sql } from "drizzle-orm";
import { listedProduct } from "~/.server/catalog/shape";
import { type Database, getDb } from "~/.server/db";
import { preparedQuery } from "~/.server/db/prepared";
import { orderLines, orders, products, profiles, reviews, user } from "~/.server/db/schema";
import type { RatingSummary, ReviewView } from "~/lib/reviews";
import { reviewerName } from "~/lib/reviews";
import { publishedReview } from "./rating";

/**
 * A review counts as a verified purchase when its author's (verified) e-mail address placed a paid order
 * containing the product. Orders carry no user id: checkout matches accounts by e-mail (decision 101).
 */
const verifiedPurchase = sql<boolean>`${user.emailVerified} and exists (
  select 1 from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
  where ${orderLines.productId} = ${reviews.productId}
    and ${orders.paidAt} is not null
    and lower(${orders.email}) = lower(${user.email})
)`;

/** What the store shows: published reviews of listed products, as archived products leave it (decision 174). */
const shownReview = and(publishedReview, listedProduct);

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  reply: reviews.reply,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  name: sql<string | null>`coalesce(nullif(trim(${profiles.displayName}), ''), ${user.name})`,
  verifiedPurchase,
  productSlug: products.slug,
  productTitle: products.title,
  productImages: products.images,
};

function selectReviews(db: Database) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .$dynamic();
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

function toReviewView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    reviewer: reviewerName(row.name),
    verifiedPurchase: Boolean(row.verifiedPurchase),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.updatedAt.getTime() > row.createdAt.getTime() ? row.updatedAt.toISOString() : null,
    product: { slug: row.productSlug, title: row.productTitle, image: row.productImages[0] },
    reply: row.reply,
  };
}

export const REVIEWS_PER_PAGE = 20;

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/** A product page's question, so it is prepared (the other lists vary in shape). */
const reviewsOfProduct = preparedQuery((db) =>
  selectReviews(db)
    .where(and(shownReview, eq(products.slug, sql.placeholder("productSlug"))))
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("reviews_of_product"),
);

/** Reviews newest first, of every product or of one (by slug), a page at a time. */
export async function listReviews(options: {
  productSlug?: string;
  limit?: number;
  offset?: number;
  db?: Database;
}): Promise<ReviewView[]> {
  const db = options.db ?? (await getDb());
  const { productSlug } = options;
  const limit = options.limit ?? REVIEWS_PER_PAGE;
  const offset = options.offset ?? 0;
  const rows =
    productSlug === undefined
      ? await selectReviews(db)
          .where(shownReview)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset)
      : await reviewsOfProduct(db).execute({ productSlug, limit, offset });
  return rows.map(toReviewView);
}

/**
 * The average rating and number of reviews, of every product or of one, counted (the /reviews pages). A product's
 * own page reads the same figures from its row (`ratingSummaryOf`).
 */
export async function getRatingSummary(options: { productSlug?: string; db?: Database }): Promise<RatingSummary> {
  const db = options.db ?? (await getDb());
  const { productSlug } = options;
  const ofProduct = productSlug === undefined ? undefined : eq(products.slug, productSlug);
  const [row] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(shownReview, ofProduct));
  return { average: Number(row?.average ?? 0), count: row?.count ?? 0 };
}

/** The customer's own review of a product, to fill the form for an edit. */
export async function findOwnReview(options: { userId: string; productId: string; db?: Database }) {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({ rating: reviews.rating, title: reviews.title, body: reviews.body, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.userId, options.userId), eq(reviews.productId, options.productId)))
    .limit(1);
  return row ?? null;
}
