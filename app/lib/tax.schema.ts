import { z } from "zod";
import { MAX_COMBINED_RATE_PPM, MAX_RATE_MESSAGE, parseRatePercent } from "./tax";
import { isStateCode, type StateCode } from "./us-states";

/** The /admin/tax forms: the page's fields and the action check with this one schema. */

const RATE_FORMAT = "Enter the rate as a percentage, like 6.25 (up to four decimals).";

const rateSchema = z
  .string({ error: RATE_FORMAT })
  .transform((text, ctx) => {
    const ppm = parseRatePercent(text);
    if (ppm === null) {
      ctx.addIssue({ code: "custom", message: RATE_FORMAT });
      return z.NEVER;
    }
    return ppm;
  })
  .refine((ppm) => ppm <= MAX_COMBINED_RATE_PPM, { error: MAX_RATE_MESSAGE });

const stateSchema = z
  .string({ error: "Choose a state." })
  .refine((code): code is StateCode => isStateCode(code), { error: "Choose a state." });

export const taxFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("set-state"),
      state: stateSchema,
      rate: rateSchema,
      // A checkbox: present ("on") when ticked, absent otherwise.
      shippingTaxable: z.literal("on").optional().transform(Boolean),
    }),
    z.object({ intent: z.literal("remove-state"), state: stateSchema }),
    z.object({ intent: z.literal("set-local"), rate: rateSchema }),
  ],
  { error: "Unknown action." },
);

export type TaxForm = z.output<typeof taxFormSchema>;
