import { type Database, getDb } from "~/.server/db";
import { enqueueOutboxMessage } from "~/.server/outbox/enqueue";
import type { StockEvent } from "./provider";
import { PAYMENT_PROVIDERS, type ProviderName } from "./providers";

/**
 * Queues what the provider's row asks for a verified stock event (Square: a read of its changes, decision 187), so the
 * webhook answers at once; the row's message carries its own dedupe key, since a provider may deliver an event again.
 */
export async function queueStockEventFollowUp(options: {
  provider: ProviderName;
  event: StockEvent;
  db?: Database;
}): Promise<void> {
  const message = PAYMENT_PROVIDERS[options.provider].followStockEvent?.(options.event);
  if (!message) return;
  const db = options.db ?? (await getDb());
  await enqueueOutboxMessage(db, message);
}
