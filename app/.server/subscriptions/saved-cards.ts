import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/.server/db";
import type { Transaction } from "~/.server/db/executor";
import { savedCards } from "~/.server/db/schema";
import type { SavedCard } from "~/.server/payments/provider";

/** The provider's customer of the shopper's earlier cards, so one shopper is one customer there. */
export async function knownCustomerId(db: Database, userId: string, provider: string): Promise<string | null> {
  const [card] = await db
    .select({ customerId: savedCards.providerCustomerId })
    .from(savedCards)
    .where(
      and(eq(savedCards.userId, userId), eq(savedCards.provider, provider), isNotNull(savedCards.providerCustomerId)),
    )
    .limit(1);
  return card?.customerId ?? null;
}

/** The card as the provider saved it, one row per provider card: saved again, its details are refreshed. */
export async function keepCard(tx: Transaction, userId: string, provider: string, card: SavedCard): Promise<string> {
  const [row] = await tx
    .insert(savedCards)
    .values({ userId, provider, ...card })
    .onConflictDoUpdate({
      target: [savedCards.provider, savedCards.providerCardId],
      set: { brand: card.brand, last4: card.last4, updatedAt: new Date() },
    })
    .returning({ id: savedCards.id });
  if (!row) throw new Error("The saved card was not written");
  return row.id;
}
