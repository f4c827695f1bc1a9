import { and, eq } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { savedCards } from "~/.server/db/schema";
import type { CardEvent } from "~/.server/payments/provider";

/**
 * Keeps a saved card as the provider knows it: new details after the bank reissued it (card.automatically_updated),
 * or unusable (card.disabled), so the next renewal asks the shopper for another card instead of failing at the bank.
 * Applying an event twice changes nothing more.
 */
export async function applyCardEvent(options: {
  provider: string;
  event: CardEvent;
  db?: Database;
}): Promise<{ outcome: "applied" | "unknown_card" }> {
  const db = options.db ?? (await getDb());
  const { event } = options;
  const now = new Date();
  const changes =
    event.kind === "updated"
      ? { brand: event.brand, last4: event.last4, disabledAt: null, updatedAt: now }
      : { disabledAt: now, updatedAt: now };
  const updated = await db
    .update(savedCards)
    .set(changes)
    .where(and(eq(savedCards.provider, options.provider), eq(savedCards.providerCardId, event.providerCardId)))
    .returning({ id: savedCards.id });
  return { outcome: updated.length > 0 ? "applied" : "unknown_card" };
}
