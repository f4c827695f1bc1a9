import { z } from "zod";
import { MAX_CADENCE_WEEKS, PRODUCT_ID_PATTERN } from "./cart";

/** Product ids at the server's boundaries; the browser's cart checks them with `PRODUCT_ID_PATTERN` alone. */
export const productIdSchema = z.string().regex(PRODUCT_ID_PATTERN, { error: "Not a product id" });

/** A subscription line's cadence at the server's boundaries; whether the store offers it is checked when pricing. */
export const cadenceWeeksSchema = z
  .number({ error: "The delivery cadence must be a number of weeks" })
  .int({ error: "The delivery cadence must be a whole number of weeks" })
  .min(1, { error: "The delivery cadence must be at least 1 week" })
  .max(MAX_CADENCE_WEEKS, { error: `The delivery cadence must be at most ${MAX_CADENCE_WEEKS} weeks` });
