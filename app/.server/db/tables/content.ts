import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { CategorySlug } from "../../../lib/catalog";
// Relative, not `~/`: drizzle-kit loads this file without the app's path aliases.
import { user } from "./auth";
import { products } from "./catalog";

/**
 * Messages sent with the contact form; the store is e-mailed each one through the outbox, and
 * the back office's inbox answers them: new, then answered, then closed.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["new", "answered", "closed"] })
      .notNull()
      .default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_status_created_idx").on(t.status, t.createdAt),
    check("contact_messages_status_check", sql`${t.status} in ('new', 'answered', 'closed')`),
  ],
);

/** The shop's answers to a contact message, oldest first: with the message, its thread. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** Who answered; the e-mail is kept so the thread reads right after the member leaves. */
    staffUserId: text("staff_user_id"),
    staffEmail: text("staff_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);

/**
 * Product reviews: one per customer per product, editable. Writing one recomputes the product's rating and
 * review_count in the same transaction (app/.server/reviews/rating.ts).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Only published reviews are shown and counted; held ones wait for the shop. */
    status: text("status", { enum: ["published", "held", "hidden"] })
      .notNull()
      .default("published"),
    /** The shop's public answer, shown under the review. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reviews_product_id_user_id_key").on(t.productId, t.userId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_status_check", sql`${t.status} in ('published', 'held', 'hidden')`),
    index("reviews_status_created_idx").on(t.status, t.createdAt.desc()),
    // /reviews lists newest first; product pages list one product's reviews newest first.
    index("reviews_created_idx").on(t.createdAt.desc(), t.id),
    index("reviews_product_created_idx").on(t.productId, t.createdAt.desc()),
    index("reviews_user_idx").on(t.userId),
  ],
);

/**
 * Blog articles, written in the back office in Markdown. `publish_at` says where one stands: null is
 * a draft, a time to come is scheduled, a time gone by is published, and the store shows it from that time on.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The article's address, /blog/{slug}: fixed once published, so links to it keep working. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Markdown, rendered when the page is (app/lib/markdown.ts): raw HTML shows as text. */
    body: text("body").notNull(),
    /** One of the blog's authors (app/lib/blog-authors.ts). */
    authorSlug: text("author_slug").notNull(),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    /** Products the article links to, by slug, in order. */
    relatedProducts: text("related_products").array().notNull().default(sql`'{}'::text[]`),
    /** Categories whose best sellers fill the related products up to four. */
    relatedCategories: text("related_categories").array().$type<CategorySlug[]>().notNull().default(sql`'{}'::text[]`),
    /** The cover's address in the image store; null until one is uploaded (the store's placeholder shows). */
    coverImage: text("cover_image"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_posts_publish_at_idx").on(t.publishAt)],
);
