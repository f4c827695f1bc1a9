import { z } from "zod";

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
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = squareEvent.safeParse(json);
  if (!parsed.success) return null;
  const event = parsed.data;
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
