import { z } from "zod";
import { PRODUCT_ID_PATTERN } from "./cart";

/** Server boundaries only: a module the browser's cart imports must not pull zod in (decision 007). */
export const productIdSchema = z.string().regex(PRODUCT_ID_PATTERN, { error: "Not a product id" });
