import type { Logger } from "pino";
import type { SquareClient } from "square";
import { z } from "zod";
import { type Database, getDb } from "~/.server/db";
import type { Env } from "~/.server/env";
import type { OutboxHandlers } from "~/.server/outbox/worker";
import { STOCK_MOVEMENT_REASONS } from "~/lib/stock-ledger";
import { createSquareClientFromEnv } from "./client";
import { fetchStockChanges, pushStockChange } from "./inventory";
import { applySquareStockChanges, findSquareShelves, type SquareStockResult } from "./stock-changes";
import { SQUARE_STOCK_PULL_TOPIC, SQUARE_STOCK_PUSH_TOPIC } from "./stock-topics";

/**
 * Square stock kept in step both ways, each way through the outbox: the store's ledger rows of mapped
 * flavours go to Square's Inventory API, and Square's `inventory.count.updated` events queue a read of its changes
 * (./stock-topics.ts, through the registry's `followStockEvent`).
 */

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
async function pullSquareStock(options: SquareStockOptions & { variationIds: string[] }): Promise<SquareStockResult> {
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

/** Square's stock topics with the environment's account; only a Square import maps flavours, so without one nothing is queued. */
export function createSquareStockHandlersFromEnv(options: { env: Env; logger: Logger }): OutboxHandlers {
  const { env, logger } = options;
  if (!env.SQUARE_ACCESS_TOKEN || !env.SQUARE_LOCATION_ID) return {};
  return createSquareStockHandlers({
    client: createSquareClientFromEnv(env),
    locationId: env.SQUARE_LOCATION_ID,
    logger,
  });
}
