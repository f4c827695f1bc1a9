import { z } from "zod";
import { EMAIL_PATTERN } from "./checkout-fields";
import { UUID_PATTERN } from "./uuid";

/** The product page's form: the address, and the product and flavour it waits for. */
export const backInStockRequestSchema = z.object({
  intent: z.literal("request"),
  productId: z.string().regex(UUID_PATTERN, { error: "That product no longer exists." }),
  flavor: z
    .string()
    .trim()
    .max(200, { error: "That flavor is not one the product has." })
    .transform((flavor) => flavor || undefined)
    .optional(),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(254, { error: "Please enter a valid email address" })
    .regex(EMAIL_PATTERN, { error: "Please enter a valid email address" }),
});

/** The confirmation page's button: the token from the e-mail's link. */
export const backInStockConfirmSchema = z.object({
  intent: z.literal("confirm"),
  token: z.string().min(20).max(100),
});

export const backInStockFormSchema = z.discriminatedUnion(
  "intent",
  [backInStockRequestSchema, backInStockConfirmSchema],
  {
    error: "That is not something this page can do.",
  },
);
