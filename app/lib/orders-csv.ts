import { csvLine } from "./csv";
import type { DeliveryMethod } from "./delivery";
import { decimalDollars } from "./money";
import type { OrderStatus } from "./order-status";

/** The back office's CSV export of the order list (docs/back-office.md#csv-export): one order a line. */

export type OrderCsvRow = {
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  testMode: boolean;
  email: string;
  firstName: string;
  lastName: string;
  deliveryMethod: DeliveryMethod;
  city: string;
  state: string;
  zipCode: string;
  subtotalCents: number;
  shippingCents: number;
  /** Sales tax; 0 where none was charged. */
  taxCents: number;
  totalCents: number;
};

export const ORDERS_CSV_HEADER = [
  "Order number",
  "Placed at (UTC)",
  "Order state",
  "Test order",
  "Email",
  "First name",
  "Last name",
  "Delivery method",
  "City",
  "State",
  "ZIP",
  "Subtotal",
  "Shipping",
  "Tax",
  "Total",
] as const;

export function orderCsvLine(row: OrderCsvRow): string {
  return csvLine([
    row.orderNumber,
    row.createdAt.toISOString(),
    row.status,
    row.testMode ? "yes" : "no",
    row.email,
    row.firstName,
    row.lastName,
    row.deliveryMethod,
    row.city,
    row.state,
    row.zipCode,
    decimalDollars(row.subtotalCents),
    decimalDollars(row.shippingCents),
    decimalDollars(row.taxCents),
    decimalDollars(row.totalCents),
  ]);
}
