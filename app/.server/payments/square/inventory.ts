import type { Square, SquareClient } from "square";
import type { StockMovementReason } from "~/lib/stock-ledger";
import type { SquareStockChange } from "./stock-changes";

/**
 * Square's Inventory API as the store's stock sync uses it. Every change the store sends carries
 * `store:<ledger row id>` as its reference id, so the store knows its own changes when it reads Square's back.
 */

const STORE_REFERENCE = "store:";

/** One row of the store's ledger, as the database queues it for Square (migration 0031's trigger). */
export type StoreStockPush = {
  movementId: string;
  variationId: string;
  change: number;
  reason: StockMovementReason;
  occurredAt: string;
};

/** Units leave the shelf as sold or, for anything else (a damaged tub, a lower count), as waste. */
function statesOf(push: StoreStockPush): { fromState: Square.InventoryState; toState: Square.InventoryState } {
  if (push.change > 0) return { fromState: "NONE", toState: "IN_STOCK" };
  return { fromState: "IN_STOCK", toState: push.reason === "sale" ? "SOLD" : "WASTE" };
}

/**
 * Sends one ledger row to Square as an adjustment. The row's id is the idempotency key, so a delivery the outbox
 * repeats (a process died before recording it) is applied once.
 */
export async function pushStockChange(options: {
  client: SquareClient;
  locationId: string;
  push: StoreStockPush;
}): Promise<{ adjustmentId: string | null }> {
  const { client, locationId, push } = options;
  const response = await client.inventory.batchCreateChanges({
    idempotencyKey: push.movementId,
    changes: [
      {
        type: "ADJUSTMENT",
        adjustment: {
          referenceId: `${STORE_REFERENCE}${push.movementId}`,
          catalogObjectId: push.variationId,
          fromLocationId: locationId,
          toLocationId: locationId,
          quantity: String(Math.abs(push.change)),
          occurredAt: new Date(push.occurredAt).toISOString(),
          ...statesOf(push),
        },
      },
    ],
  });
  return { adjustmentId: response.changes?.[0]?.adjustment?.id ?? null };
}

const units = (quantity: string | null | undefined) => Math.floor(Number(quantity ?? 0));

/** What an adjustment did to the units on the shelf (IN_STOCK); moves between other states do nothing. */
function shelfEffect(adjustment: Square.InventoryAdjustment): number {
  const quantity = units(adjustment.quantity);
  return (adjustment.toState === "IN_STOCK" ? quantity : 0) - (adjustment.fromState === "IN_STOCK" ? quantity : 0);
}

/** A Square change as the store books it, or null for one that is the store's own or leaves the shelf as it was. */
export function toStockChange(change: Square.InventoryChange): SquareStockChange | null {
  const adjustment = change.type === "ADJUSTMENT" ? change.adjustment : undefined;
  const count = change.type === "PHYSICAL_COUNT" ? change.physicalCount : undefined;
  const entry = adjustment ?? count;
  if (!entry?.id || !entry.catalogObjectId || entry.referenceId?.startsWith(STORE_REFERENCE)) return null;
  const occurredAt = new Date(entry.occurredAt ?? entry.createdAt ?? Date.now());
  if (adjustment) {
    const effect = shelfEffect(adjustment);
    if (effect === 0) return null;
    return { id: entry.id, variationId: entry.catalogObjectId, occurredAt, kind: "adjustment", units: effect };
  }
  if (count?.state !== "IN_STOCK") return null;
  return { id: entry.id, variationId: entry.catalogObjectId, occurredAt, kind: "count", units: units(count.quantity) };
}

/**
 * Square's changes to these variations at the location made after a time (by Square's clock), read page by page,
 * and where the next read starts: a millisecond before the latest change read, since a change made later in that
 * same millisecond may not have been there to read. What is read again is booked once (by its id).
 */
export async function fetchStockChanges(options: {
  client: SquareClient;
  locationId: string;
  variationIds: string[];
  after: Date;
}): Promise<{ changes: SquareStockChange[]; latest: Date | null }> {
  let page = await options.client.inventory.batchGetChanges({
    catalogObjectIds: options.variationIds,
    locationIds: [options.locationId],
    types: ["ADJUSTMENT", "PHYSICAL_COUNT"],
    updatedAfter: options.after.toISOString(),
  });
  const changes: SquareStockChange[] = [];
  let latest: Date | null = null;
  for (;;) {
    for (const change of page.data) {
      const createdAt = change.adjustment?.createdAt ?? change.physicalCount?.createdAt;
      if (createdAt && (!latest || new Date(createdAt) > latest)) latest = new Date(createdAt);
      const booked = toStockChange(change);
      if (booked) changes.push(booked);
    }
    if (!page.hasNextPage()) return { changes, latest: latest && new Date(latest.getTime() - 1) };
    page = await page.getNextPage();
  }
}
