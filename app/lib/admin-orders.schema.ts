import { z } from "zod";
import { optionalQueryField as optional } from "./admin.schema";
import { BULK_ORDER_LIMIT, type OrderListFilters, SEARCH_MAX_LENGTH, TEST_ORDER_CHOICES } from "./admin-orders";
import { DELIVERY_METHODS } from "./delivery";
import { CARRIER_IDS, type Carrier } from "./fulfilment";
import { trackingNumberSchema } from "./fulfilment.schema";
import { ORDER_STATUSES } from "./order-status";
import { DAY_RANGE_MESSAGE, isDayRangeInOrder, storeDaySchema } from "./store-time.schema";

/**
 * The order list's filters as the URL query carries them (`?q=&state=&from=&to=&delivery=&test=`), shared by
 * the filter form, the list and the CSV export. A bad value is a 400 with its reason.
 */
export const orderListFiltersSchema = z
  .object({
    q: optional(
      z
        .string()
        .trim()
        .max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`)
        .transform((text) => text || undefined),
    ),
    state: optional(z.enum(ORDER_STATUSES, "There is no such order state.")),
    from: optional(storeDaySchema),
    to: optional(storeDaySchema),
    delivery: optional(z.enum(DELIVERY_METHODS, "There is no such delivery method.")),
    test: optional(z.enum(TEST_ORDER_CHOICES, "Test orders are included, hidden or shown alone.")).transform(
      (choice) => choice ?? "include",
    ),
  })
  .refine(isDayRangeInOrder, { message: DAY_RANGE_MESSAGE }) satisfies z.ZodType<OrderListFilters>;

const orderNumbers = z
  .array(
    z
      .string()
      .trim()
      .regex(/^CS-\d{1,12}$/, "That is not an order number."),
  )
  .min(1, "Select at least one order.")
  .max(BULK_ORDER_LIMIT, `Select at most ${BULK_ORDER_LIMIT} orders at once.`);

/** The orders a bulk step or the packing slips name (`order=CS-1&order=CS-2`), each once, in the order given. */
export const selectedOrdersSchema = orderNumbers.transform((numbers) => [...new Set(numbers)]);

/** The list's bulk form: mark the selected orders packed. */
export const bulkPackSchema = z.object({
  intent: z.literal("pack", "Choose what to do with the selected orders."),
  orders: selectedOrdersSchema,
});

/** The bulk shipping form: one carrier, and a tracking number beside each order (blank: not shipped now). */
export const bulkShipSchema = z
  .object({
    carrier: z.enum(CARRIER_IDS as [Carrier, ...Carrier[]], "Choose the carrier."),
    orders: orderNumbers,
    // A blank number leaves that order as it is; any other is held to the order page's rule.
    trackingNumbers: z.array(
      z
        .string()
        .trim()
        .transform((number) => number || undefined)
        .pipe(trackingNumberSchema.optional()),
    ),
  })
  .refine((form) => form.orders.length === form.trackingNumbers.length, {
    message: "Each order needs its tracking number field.",
  });
