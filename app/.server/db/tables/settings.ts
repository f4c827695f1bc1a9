import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Store settings the owner changes in the back office without a deploy: one row per setting,
 * its value checked by app/lib/store-settings.schema.ts when read; a missing row means the default.
 */
export const storeSettings = pgTable("store_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
