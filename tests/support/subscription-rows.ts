import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { orderLines, orders, subscriptions, user } from "~/.server/db/schema";
import { insertOrders } from "./order-rows";

type NewSubscription = Partial<typeof subscriptions.$inferInsert>;

export const SUBSCRIBER_ID = "subscriber-1";

let counter = 0;

/**
 * Subscriptions written straight into the table, for the back office's list, export and figures: Dana Rivera's, one
 * tub of Whey Protein (Vanilla) at $27.00 every 4 weeks unless told otherwise, each created a minute after the last
 * (so the list's newest-first order is the reverse of the arguments). Answers their ids.
 */
export async function insertSubscriptions(db: Database, ...rows: NewSubscription[]): Promise<string[]> {
  await db
    .insert(user)
    .values({ id: SUBSCRIBER_ID, email: "dana.rivera@example.com", name: "Dana Rivera", emailVerified: true })
    .onConflictDoNothing();
  const inserted = await db
    .insert(subscriptions)
    .values(
      rows.map((row) => {
        counter += 1;
        return {
          userId: SUBSCRIBER_ID,
          productSlug: "whey",
          title: "Whey Protein",
          flavor: "Vanilla",
          quantity: 1,
          unitPriceCents: 2700,
          cadenceWeeks: 4,
          nextRenewalOn: "2026-04-01",
          email: "dana.rivera@example.com",
          firstName: "Dana",
          lastName: "Rivera",
          address: "1 Oak Ave",
          city: "Dallas",
          state: "TX",
          zipCode: "75201",
          deliveryMethod: "shipping" as const,
          createdAt: new Date(Date.UTC(2026, 0, 1) + counter * 60_000),
          ...row,
        };
      }),
    )
    .returning({ id: subscriptions.id });
  return inserted.map((row) => row.id);
}

/** The line of a new order (test or real) for a subscription to start from: what says it is a test one. */
export async function sourceLine(db: Database, options: { testMode: boolean }): Promise<string> {
  const [orderNumber] = await insertOrders(db, { testMode: options.testMode, status: "paid" });
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.orderNumber, orderNumber ?? ""));
  if (!line) throw new Error("no order line");
  return line.id;
}
