import type { AdminSubscriptionRow } from "./admin-subscriptions";
import { csvLine } from "./csv";
import { decimalDollars } from "./money";

/** The subscription list's CSV export (docs/back-office.md#subscriptions): one subscription a line. */

export const SUBSCRIPTIONS_CSV_HEADER = [
  "Subscription",
  "State",
  "Test",
  "Email",
  "First name",
  "Last name",
  "Product",
  "Flavor",
  "Quantity",
  "Every (weeks)",
  "Next delivery",
  "Paused until",
  "Per delivery",
  "Started at (UTC)",
  "Cancelled at (UTC)",
] as const;

export function subscriptionCsvLine(row: AdminSubscriptionRow): string {
  return csvLine([
    row.id,
    row.status,
    row.testMode ? "yes" : "no",
    row.email,
    row.firstName,
    row.lastName,
    row.title,
    row.flavor ?? "",
    String(row.quantity),
    String(row.cadenceWeeks),
    row.status === "canceled" ? "" : row.nextRenewalOn,
    row.pausedUntil ?? "",
    decimalDollars(row.amountCents),
    row.createdAt.toISOString(),
    row.canceledAt?.toISOString() ?? "",
  ]);
}
