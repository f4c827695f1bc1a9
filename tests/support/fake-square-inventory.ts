import { randomUUID } from "node:crypto";

/**
 * The Inventory API of the local Square stand-in, in Square's wire shape: counts (IN_STOCK per variation and
 * location) and the history of changes that made them.
 *   POST /v2/inventory/changes/batch-create     BatchChangeInventory (idempotency_key; ADJUSTMENT, PHYSICAL_COUNT)
 *   POST /v2/inventory/changes/batch-retrieve   BatchRetrieveInventoryChanges, oldest first, paged by cursor
 * Changes apply in the order they arrive. Like Square, a count may go below zero.
 */

type Json = Record<string, unknown>;

export type FakeInventory = {
  /** Counts in Square's wire shape ({ catalog_object_id, location_id, state, quantity, calculated_at }). */
  counts: Json[];
  /** Every change, in Square's wire shape ({ type, adjustment | physical_count }). */
  changes: Json[];
  batchCreate(body: Json): { status: number; body: Json };
  batchRetrieve(body: Json, page: (all: Json[], cursor: unknown) => { items: Json[]; cursor?: string }): Json;
  /** A sale at Square's counter (IN_STOCK to SOLD), as the point of sale records it. */
  sellAtCounter(variationId: string, quantity: number): void;
  /** A stocktake in Square's dashboard. */
  countInDashboard(variationId: string, quantity: number): void;
  /** The IN_STOCK units of a variation at the location. */
  quantityOf(variationId: string): number;
  /** The body of an inventory.count.updated notification naming these variations, as Square sends it. */
  countNotification(variationIds: string[], eventId?: string): string;
};

const entryOf = (change: Json) => (change.adjustment ?? change.physical_count) as Json;

export function createFakeInventory(locationId: string): FakeInventory {
  const counts: Json[] = [];
  const changes: Json[] = [];
  const byIdempotencyKey = new Map<string, Json>();

  function countOf(variationId: string): Json {
    const found = counts.find((c) => c.catalog_object_id === variationId && c.location_id === locationId);
    if (found) return found;
    const count: Json = { catalog_object_id: variationId, location_id: locationId, state: "IN_STOCK", quantity: "0" };
    counts.push(count);
    return count;
  }

  let lastTime = 0;
  /** Square's timestamps have milliseconds; two changes in one millisecond share one, as they can at Square. */
  const now = () => {
    lastTime = Math.max(lastTime, Date.now());
    return new Date(lastTime).toISOString();
  };

  function record(change: Json): Json {
    const entry = entryOf(change);
    const time = now();
    Object.assign(entry, { id: randomUUID().replaceAll("-", "").toUpperCase(), created_at: time });
    entry.occurred_at ??= time;
    const count = countOf(entry.catalog_object_id as string);
    const quantity = Number(entry.quantity);
    const before = Number(count.quantity);
    let after = before;
    if (change.type === "PHYSICAL_COUNT") after = quantity;
    else {
      if (entry.to_state === "IN_STOCK") after += quantity;
      if (entry.from_state === "IN_STOCK") after -= quantity;
    }
    Object.assign(count, { quantity: String(after), calculated_at: time });
    changes.push(change);
    return count;
  }

  function validate(change: Json): string | null {
    const entry = change && entryOf(change);
    if (!entry || !["ADJUSTMENT", "PHYSICAL_COUNT"].includes(change.type as string)) return "unsupported change";
    const where = change.type === "ADJUSTMENT" ? entry.to_location_id : entry.location_id;
    if (where !== locationId) return "Location not found";
    if (!entry.catalog_object_id) return "catalog_object_id is required";
    if (typeof entry.quantity !== "string" || !/^\d+(\.\d{1,5})?$/.test(entry.quantity)) return "quantity";
    return null;
  }

  return {
    counts,
    changes,
    batchCreate(body) {
      const key = body.idempotency_key;
      if (typeof key !== "string" || !key)
        return { status: 400, body: { errors: [{ code: "MISSING_REQUIRED_PARAMETER" }] } };
      const repeated = byIdempotencyKey.get(key);
      if (repeated) return { status: 200, body: repeated };
      const wanted = (body.changes as Json[] | undefined) ?? [];
      const refusal = wanted.map(validate).find(Boolean);
      if (refusal) return { status: 400, body: { errors: [{ category: "INVALID_REQUEST_ERROR", detail: refusal }] } };
      const touched = wanted.map((change) => record(structuredClone(change)));
      const response = { counts: touched.map((c) => ({ ...c })), changes: changes.slice(-wanted.length) };
      byIdempotencyKey.set(key, response);
      return { status: 200, body: response };
    },
    batchRetrieve(body, page) {
      const ids = body.catalog_object_ids as string[] | undefined;
      const types = body.types as string[] | undefined;
      const after = typeof body.updated_after === "string" ? new Date(body.updated_after) : null;
      const found = changes.filter((change) => {
        const entry = entryOf(change);
        return (
          (!ids || ids.includes(entry.catalog_object_id as string)) &&
          (!types || types.includes(change.type as string)) &&
          (!after || new Date(entry.created_at as string) > after)
        );
      });
      const oldestFirst = [...found].sort((a, b) =>
        String(entryOf(a).occurred_at).localeCompare(String(entryOf(b).occurred_at)),
      );
      const { items, cursor } = page(oldestFirst, body.cursor);
      return { changes: items, ...(cursor && { cursor }) };
    },
    sellAtCounter(variationId, quantity) {
      record({
        type: "ADJUSTMENT",
        adjustment: {
          catalog_object_id: variationId,
          from_state: "IN_STOCK",
          to_state: "SOLD",
          from_location_id: locationId,
          to_location_id: locationId,
          quantity: String(quantity),
        },
      });
    },
    countInDashboard(variationId, quantity) {
      record({
        type: "PHYSICAL_COUNT",
        physical_count: {
          catalog_object_id: variationId,
          state: "IN_STOCK",
          location_id: locationId,
          quantity: String(quantity),
        },
      });
    },
    quantityOf(variationId) {
      return Number(countOf(variationId).quantity);
    },
    countNotification(variationIds, eventId = randomUUID()) {
      const time = now();
      return JSON.stringify({
        merchant_id: "MERCHANT-FAKE",
        type: "inventory.count.updated",
        event_id: eventId,
        created_at: time,
        data: {
          type: "inventory_counts",
          id: randomUUID(),
          object: {
            inventory_counts: variationIds.map((id) => ({
              catalog_object_id: id,
              catalog_object_type: "ITEM_VARIATION",
              state: "IN_STOCK",
              location_id: locationId,
              quantity: countOf(id).quantity,
              calculated_at: time,
            })),
          },
        },
      });
    },
  };
}
