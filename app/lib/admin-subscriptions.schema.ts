import { z } from "zod";
import { optionalQueryField as optional } from "./admin.schema";
import { SEARCH_MAX_LENGTH } from "./admin-orders";
import { SUBSCRIPTION_LIST_TABS, type SubscriptionListFilters } from "./admin-subscriptions";
import type { SubscriptionChange } from "./subscriptions.schema";

/** The list's `?q=&status=`, shared by the list and its CSV export; a bad value is a 400 with its reason. */
export const subscriptionListFiltersSchema = z.object({
  q: optional(
    z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`)
      .transform((text) => text || undefined),
  ),
  status: optional(z.enum(SUBSCRIPTION_LIST_TABS, "There is no such list of subscriptions.")).transform(
    (status) => status ?? "active",
  ),
}) satisfies z.ZodType<SubscriptionListFilters>;

/**
 * What the shop may change from a subscription's page: skip, pause until a day, resume, cancel. How often and how
 * many stay the shopper's choices, made in their account.
 */
export const ownerSubscriptionChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("skip") }),
    z.object({ intent: z.literal("pause"), until: z.iso.date({ error: "Choose a date." }) }),
    z.object({ intent: z.literal("resume") }),
    z.object({ intent: z.literal("cancel") }),
  ],
  { error: "Choose what to change." },
) satisfies z.ZodType<SubscriptionChange>;
