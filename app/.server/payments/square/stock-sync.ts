import type { Logger } from "pino";
import type { SquareClient } from "square";
import { z } from "zod";
import { type Database, getDb } from "~/.server/db";
import { enqueueOutboxMessage } from "~/.server/outbox/enqueue";
import type { OutboxHandlers } from "~/.server/outbox/worker";
import { applySquareStockChanges, findSquareShelves, type SquareStockResult } from "~/.server/stock/square-stock";
import { STOCK_MOVEMENT_REASONS } from "~/lib/stock-ledger";
import { fetchStockChanges, pushStockChange } from "./inventory";

/**
 * Square stock kept in step both ways (decision 187), each way through the outbox: the store's ledger rows of mapped
 * flavours go to Square's Inventory API, and Square's `inventory.count.updated` events queue a read of its changes.
 */

/** Queued by the database itself, for every ledger row of a mapped flavour (migration 0031's trigger). */
export const SQUARE_STOCK_PUSH_TOPIC = "square-stock-push";
export const SQUARE_STOCK_PULL_TOPIC = "square-stock-pull";

const pushSchema = z.object({
  movementId: z.string(),
  variationId: z.string(),
  change: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  occurredAt: z.string(),
});

const pullSchema = z.object({ variationIds: z.array(z.string()).min(1) });

type SquareStockOptions = { client: SquareClient; locationId: string; db?: Database };

/** Reads Square's changes to these variations since they were last read and books those not yet booked. */
export async function pullSquareStock(
  options: SquareStockOptions & { variationIds: string[] },
): Promise<SquareStockResult> {
  const db = options.db ?? (await getDb());
  const shelves = await findSquareShelves({ db, variationIds: options.variationIds });
  if (shelves.variationIds.length === 0) return { booked: 0, shortfalls: [] };
  const { changes, latest } = await fetchStockChanges({
    client: options.client,
    locationId: options.locationId,
    variationIds: shelves.variationIds,
    after: shelves.readFrom,
  });
  return applySquareStockChanges({ db, changes, variationIds: shelves.variationIds, readUntil: latest });
}

/** Queues a read of Square's changes for an event, once per event id (Square may deliver an event again). */
export async function queueSquareStockPull(options: {
  eventId: string;
  variationIds: string[];
  db?: Database;
}): Promise<void> {
  if (options.variationIds.length === 0) return;
  const db = options.db ?? (await getDb());
  await enqueueOutboxMessage(db, {
    topic: SQUARE_STOCK_PULL_TOPIC,
    payload: { variationIds: options.variationIds },
    dedupeKey: `square-stock-pull:${options.eventId}`,
  });
}

export function createSquareStockHandlers(options: SquareStockOptions & { logger?: Logger }): OutboxHandlers {
  const { client, locationId, logger } = options;
  return {
    [SQUARE_STOCK_PUSH_TOPIC]: (payload) => pushStockChange({ client, locationId, push: pushSchema.parse(payload) }),
    [SQUARE_STOCK_PULL_TOPIC]: async (payload) => {
      const result = await pullSquareStock({ ...options, variationIds: pullSchema.parse(payload).variationIds });
      // Units sold twice, once on each side: someone must tell a customer, so it is logged as well as booked.
      if (result.shortfalls.length > 0)
        logger?.warn({ shortfalls: result.shortfalls }, "Square sold units the store had sold");
      return result;
    },
  };
}
