import { addDays, instantOfStoreDateTime, storeDateTime, storeDay } from "~/lib/store-time";

/** Renewals are charged from this time of the store's day, so orders are ready to pack the same morning. */
export const RENEWAL_TIME = "06:00";

/**
 * The last due day the sweep bills at `now`: today once the store's clock passes RENEWAL_TIME, else yesterday. Every
 * earlier day is included too, so a day the store was down is billed at the next sweep, once.
 */
export function lastDueDay(now: Date): string {
  const today = storeDay(now);
  return storeDateTime(now).slice(11) >= RENEWAL_TIME ? today : addDays(today, -1);
}

/** When a charge due on a store day may first be asked for. */
export function chargeTime(day: string): Date {
  return instantOfStoreDateTime(`${day}T${RENEWAL_TIME}`);
}
