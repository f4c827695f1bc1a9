import type { FollowUpMessage, StockEvent } from "../provider";

/** Queued by the database itself, for every ledger row of a mapped flavour (migration 0031's trigger). */
export const SQUARE_STOCK_PUSH_TOPIC = "square-stock-push";
export const SQUARE_STOCK_PULL_TOPIC = "square-stock-pull";

/** A read of Square's changes for an event, once per event id (Square may deliver an event again). */
export function squareStockPullMessage(event: StockEvent): FollowUpMessage | null {
  if (event.variationIds.length === 0) return null;
  return {
    topic: SQUARE_STOCK_PULL_TOPIC,
    payload: { variationIds: event.variationIds },
    dedupeKey: `square-stock-pull:${event.eventId}`,
  };
}
