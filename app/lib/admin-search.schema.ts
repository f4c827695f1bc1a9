import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "./admin-orders";

/** `/admin/search?q=`: the header's search box. Empty is allowed: the page then asks for something to find. */
export const adminSearchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`).default(""),
});
