import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Sales-tax rates the owner set in /admin/tax, in parts per million (6.25% is 62500). A region is
 * a state code ("TX"), or `san-angelo` for San Angelo's local rate, added to Texas's for addresses there. A
 * state without a row collects no tax.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    region: text("region").primaryKey(),
    ratePpm: integer("rate_ppm").notNull(),
    /** Whether the state taxes shipping; null on the local row, which follows Texas. */
    shippingTaxable: boolean("shipping_taxable"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("tax_rates_rate_ppm_range", sql`${t.ratePpm} between 0 and 200000`)],
);
