import { desc, eq } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { products, savedCards, subscriptions } from "~/.server/db/schema";
import type { Subscription } from "~/lib/subscriptions";
import { toSubscription } from "./shape";

/** A shopper's subscriptions for Account → Subscriptions, newest first, cancelled ones included. */
export async function listSubscriptionsForUser(options: { userId: string; db?: Database }): Promise<Subscription[]> {
  const db = options.db ?? (await getDb());
  const rows = await db
    .select({
      subscription: subscriptions,
      card: { brand: savedCards.brand, last4: savedCards.last4 },
      flavors: products.flavors,
    })
    .from(subscriptions)
    .leftJoin(savedCards, eq(savedCards.id, subscriptions.cardId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.userId, options.userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map((row) => toSubscription(row.subscription, row.card, row.flavors ?? []));
}
