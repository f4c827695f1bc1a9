import { z } from "zod";
import { optionalQueryField as optional } from "./admin.schema";
import { DAY_RANGE_MESSAGE, isDayRangeInOrder, storeDaySchema } from "./store-time.schema";

/** The audit log's filters as the URL query carries them (`?member=&action=&from=&to=`); a bad one is a 400. */
export const auditFiltersSchema = z
  .object({
    member: optional(z.string().trim().toLowerCase().max(254, "That is not a member's e-mail address.")),
    action: optional(z.string().regex(/^[a-z_]+\.[a-z_]+$/, "There is no such action.")),
    from: optional(storeDaySchema),
    to: optional(storeDaySchema),
  })
  .refine(isDayRangeInOrder, { message: DAY_RANGE_MESSAGE });

export type AuditFilters = z.output<typeof auditFiltersSchema>;
