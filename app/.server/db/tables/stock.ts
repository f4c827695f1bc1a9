import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { products, productVariants } from "./catalog";

/**
 * "Notify me when it's back": an address asks, confirms from the e-mail (double opt-in), and is
 * e-mailed once when the product has stock again. The token is the address's proof in the confirmation link.
 */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /**
     * The flavour waited for; null waits for any units of the product (a product without flavours,
     * and requests made before flavours had stock of their own). A flavour removed takes its requests with it.
     */
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    token: text("token").notNull().unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One waiting request per address and flavour: asking again reuses it.
    uniqueIndex("back_in_stock_waiting_key")
      .on(t.productId, sql`coalesce(${t.variantId}::text, '')`, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
    index("back_in_stock_confirmed_idx")
      .on(t.productId)
      .where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
  ],
);
