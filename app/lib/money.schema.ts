import { z } from "zod";

/** "12.50" or "$12.50" to 1250 cents; exact, so no float rounding ever changes an amount. */
export const dollarAmountSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\$/, ""))
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter the amount in dollars, like 12.50."))
  .transform((value) => {
    const [whole = "0", fraction = ""] = value.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  });

/** An amount a form may leave empty (null), named in its message. */
export function optionalDollars(label: string) {
  return (
    z
      .string({ error: `Enter the ${label} in dollars, like 12.50, or leave it empty.` })
      .trim()
      .default("")
      .transform((value) => value || null)
      // Not a union with "": its refusal would say only "Invalid input".
      .pipe(dollarAmountSchema.nullable())
  );
}
