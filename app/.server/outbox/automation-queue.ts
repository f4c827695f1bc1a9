import type { Executor } from "~/.server/db/executor";
import {
  AUTOMATION_WEBHOOK_TOPIC,
  type AutomationEvent,
  type AutomationOrder,
  buildAutomationPayload,
} from "./automation-payload";
import { enqueueOutboxMessage } from "./enqueue";

/**
 * Queues one automation webhook delivery in the caller's transaction, once per order and event (`key` tells
 * apart events that may happen more than once, such as refunds). The creation keeps its original key.
 */
export async function queueAutomationWebhook(
  tx: Executor,
  order: AutomationOrder,
  event: AutomationEvent = "order.created",
  key = "",
): Promise<void> {
  const scope = event === "order.created" ? order.orderId : `${event}:${order.orderId}${key && `:${key}`}`;
  await enqueueOutboxMessage(tx, {
    topic: AUTOMATION_WEBHOOK_TOPIC,
    payload: buildAutomationPayload(order, event),
    dedupeKey: `${AUTOMATION_WEBHOOK_TOPIC}:${scope}`,
  });
}
