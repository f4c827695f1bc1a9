import { z } from "zod";
import { isWithinStoreYears, STORE_DATE_TIME_PATTERN, STORE_YEARS_MESSAGE } from "./store-time";

/** A day of the store's calendar typed as YYYY-MM-DD (a real day, in STORE_YEARS); every date field reads it. */
export const storeDaySchema = z.iso
  .date("Dates must be written as YYYY-MM-DD.")
  .refine(isWithinStoreYears, STORE_YEARS_MESSAGE);

/** Whether a filter's first and last days (either may be unset) are in order; DAY_RANGE_MESSAGE when not. */
export function isDayRangeInOrder(range: { from?: string; to?: string }): boolean {
  return !range.from || !range.to || range.from <= range.to;
}

export const DAY_RANGE_MESSAGE = "The first day must not be after the last day.";

/** A datetime-local field's "YYYY-MM-DDTHH:mm" on the store's clock, in STORE_YEARS; `message` when it is none. */
export function storeDateTimeSchema(message: string) {
  return z.string().regex(STORE_DATE_TIME_PATTERN, message).refine(isWithinStoreYears, STORE_YEARS_MESSAGE);
}
