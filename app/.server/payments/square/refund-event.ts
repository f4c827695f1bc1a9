import { z } from "zod";

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
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = refundEvent.safeParse(json);
  if (!parsed.success) return null;
  return {
    eventId: parsed.data.event_id,
    refundId: parsed.data.data.object.refund.id,
    occurredAt: new Date(parsed.data.created_at),
  };
}
