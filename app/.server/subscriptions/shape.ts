import type { renewalCharges, savedCards, subscriptions } from "~/.server/db/schema";
import type { Subscription } from "~/lib/subscriptions";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;
export type RenewalChargeRow = typeof renewalCharges.$inferSelect;

/** Rows to the app's type: the one place subscription columns meet the rest of the app. */
export function toSubscription(
  row: SubscriptionRow,
  card: Pick<SavedCardRow, "brand" | "last4"> | null,
  flavors: string[],
): Subscription {
  return {
    id: row.id,
    title: row.title,
    productSlug: row.productSlug,
    flavor: row.flavor,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    cadenceWeeks: row.cadenceWeeks,
    status: row.status,
    nextRenewalOn: row.nextRenewalOn,
    pausedUntil: row.pausedUntil,
    address: {
      firstName: row.firstName,
      lastName: row.lastName,
      address: row.address,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
    },
    deliveryMethod: row.deliveryMethod,
    card: card && { brand: card.brand, last4: card.last4 },
    flavors,
  };
}
