import { z } from "zod";
import { readJsonBody } from "../json-body";

/** The parts of Square's webhook events the store reads (payment.created/updated, order.updated). */
const paymentEvent = z.object({
  type: z.enum(["payment.created", "payment.updated"]),
  event_id: z.string().min(1),
  created_at: z.string(),
  data: z.object({
    object: z.object({
      payment: z.object({
        id: z.string(),
        order_id: z.string(),
        status: z.string(),
        updated_at: z.string().optional(),
      }),
    }),
  }),
});

const orderEvent = z.object({
  type: z.literal("order.updated"),
  event_id: z.string().min(1),
  created_at: z.string(),
  data: z.object({
    object: z.object({
      order_updated: z.object({ order_id: z.string(), state: z.string(), updated_at: z.string().optional() }),
    }),
  }),
});

const squareEvent = z.discriminatedUnion("type", [paymentEvent, orderEvent]);

/** What a Square event says, before the Square order is looked up to find our order id. */
export type SquareEventFacts = {
  eventId: string;
  squareOrderId: string;
  occurredAt: Date;
  /** The payment's status, or for order.updated the order's state. */
  status: string;
  source: "payment" | "order";
  paymentId?: string;
};

/** null for events the store does not act on and for bodies that are not Square events. */
export function readSquareEvent(rawBody: string): SquareEventFacts | null {
  const event = readJsonBody(squareEvent, rawBody);
  if (!event) return null;
  if (event.type === "order.updated") {
    const order = event.data.object.order_updated;
    return {
      eventId: event.event_id,
      squareOrderId: order.order_id,
      occurredAt: new Date(order.updated_at ?? event.created_at),
      status: order.state,
      source: "order",
    };
  }
  const payment = event.data.object.payment;
  return {
    eventId: event.event_id,
    squareOrderId: payment.order_id,
    occurredAt: new Date(payment.updated_at ?? event.created_at),
    status: payment.status,
    source: "payment",
    paymentId: payment.id,
  };
}

const inventoryEvent = z.object({
  type: z.literal("inventory.count.updated"),
  event_id: z.string().min(1),
  data: z.object({
    object: z.object({
      inventory_counts: z.array(z.object({ catalog_object_id: z.string(), location_id: z.string() })),
    }),
  }),
});

/**
 * The variations an inventory.count.updated event names at the store's location; null for any other body. Only the
 * ids are believed: the changes themselves are read back from Square's API (decision 187).
 */
export function readSquareInventoryEvent(
  rawBody: string,
  locationId: string,
): { eventId: string; variationIds: string[] } | null {
  const event = readJsonBody(inventoryEvent, rawBody);
  if (!event) return null;
  const counts = event.data.object.inventory_counts.filter((count) => count.location_id === locationId);
  return { eventId: event.event_id, variationIds: [...new Set(counts.map((count) => count.catalog_object_id))] };
}
