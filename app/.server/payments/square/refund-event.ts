import { z } from "zod";
import { readJsonBody } from "../json-body";

/** The parts of Square's refund.created / refund.updated events the store reads; the rest is read back from Square. */
const refundEvent = z.object({
  type: z.enum(["refund.created", "refund.updated"]),
  event_id: z.string().min(1),
  created_at: z.string(),
  data: z.object({ object: z.object({ refund: z.object({ id: z.string().min(1) }) }) }),
});

export type SquareRefundFacts = { eventId: string; refundId: string; occurredAt: Date };

/** null for bodies that are not a Square refund event. */
export function readSquareRefundEvent(rawBody: string): SquareRefundFacts | null {
  const event = readJsonBody(refundEvent, rawBody);
  if (!event) return null;
  return { eventId: event.event_id, refundId: event.data.object.refund.id, occurredAt: new Date(event.created_at) };
}
