import { z } from "zod";
import { ADJUSTMENT_NOTE_MAX, MAX_ADJUSTMENT, MAX_LOW_STOCK_THRESHOLD } from "./stock-ledger";
import { UUID_PATTERN } from "./uuid";

/** ?q=&low=on of the stock list: part of a product's title, and whether only products running low are listed. */
export const stockListQuerySchema = z.object({
  q: z.string().trim().max(100, { error: "Search for at most 100 characters." }).default(""),
  // A checkbox: "on" when ticked, absent otherwise.
  low: z.literal("on", { error: "Tick the box or leave it." }).optional().transform(Boolean),
});

const UNITS = "Enter the units to add, like 24, or to take away, like -3.";

/** The stock page's form: the action and the browser check it with this one schema. */
export const stockAdjustmentSchema = z.object({
  variant: z.string({ error: "Choose the flavor whose count changes." }).regex(UUID_PATTERN, {
    error: "Choose the flavor whose count changes.",
  }),
  change: z
    .string({ error: UNITS })
    .trim()
    .regex(/^[+-]?\d{1,6}$/, { error: UNITS })
    .transform(Number)
    .refine((units) => units !== 0, { error: "Enter a number of units other than 0." })
    .refine((units) => Math.abs(units) <= MAX_ADJUSTMENT, {
      error: `Move at most ${MAX_ADJUSTMENT.toLocaleString("en-US")} units at a time: check the figure.`,
    }),
  note: z
    .string({ error: "Say why the count changes, like “Delivery from the supplier”." })
    .trim()
    .min(1, { error: "Say why the count changes, like “Delivery from the supplier”." })
    .max(ADJUSTMENT_NOTE_MAX, { error: `Keep the reason to ${ADJUSTMENT_NOTE_MAX} characters or fewer.` }),
});

const THRESHOLD = `Enter the units at which to be told, a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD.toLocaleString("en-US")}.`;

/**
 * The alert level's form: at or under it, a flavour is on the daily low-stock e-mail (0: only when out). Without a
 * flavour it is the product's level; for one flavour, empty means the product's again.
 */
export const lowStockThresholdSchema = z
  .object({
    variant: z
      .string({ error: "Choose a flavor from the list." })
      .optional()
      .refine((id) => !id || UUID_PATTERN.test(id), { error: "Choose a flavor from the list." })
      .transform((id) => id || null),
    threshold: z
      .string({ error: THRESHOLD })
      .trim()
      .regex(/^\d{0,5}$/, { error: THRESHOLD })
      .transform((units) => (units === "" ? null : Number(units)))
      .refine((units) => units === null || units <= MAX_LOW_STOCK_THRESHOLD, { error: THRESHOLD }),
  })
  .refine((form) => form.threshold !== null || form.variant !== null, { error: THRESHOLD, path: ["threshold"] });

/** Which of the stock page's two forms was sent. */
export const stockIntentSchema = z.enum(["adjust", "threshold"], { error: "That is not something this page can do." });
