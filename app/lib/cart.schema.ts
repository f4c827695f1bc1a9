import { z } from "zod";
import { PRODUCT_ID_PATTERN } from "./cart";

/** Product ids at the server's boundaries; the browser's cart checks them with `PRODUCT_ID_PATTERN` alone. */
export const productIdSchema = z.string().regex(PRODUCT_ID_PATTERN, { error: "Not a product id" });
