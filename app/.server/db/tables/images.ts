import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Raw bytes: a Buffer from node-postgres, a Uint8Array from PGlite; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Image originals when they are kept in the database (the default; app/.server/images/store/): every process
 * reads the same ones. Resized variants are never stored here, only in each process's disk cache.
 */
export const imageOriginals = pgTable("image_originals", {
  /** The path below /images/, e.g. `products/whey-1.png`. */
  key: text("key").primaryKey(),
  /** Content hash (SHA-256, base64url): names the variants, so replaced bytes get new ones. */
  version: text("version").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
