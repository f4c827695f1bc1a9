import { AUTOMATION_WEBHOOK_TOPIC, type AutomationOrder, buildAutomationPayload } from "./automation-payload";
import { type Executor, enqueueOutboxMessage } from "./enqueue";

/** Queues the automation webhook for an order in the caller's transaction, once per order. */
export async function queueAutomationWebhook(tx: Executor, order: AutomationOrder): Promise<void> {
  await enqueueOutboxMessage(tx, {
    topic: AUTOMATION_WEBHOOK_TOPIC,
    payload: buildAutomationPayload(order),
    dedupeKey: `${AUTOMATION_WEBHOOK_TOPIC}:${order.orderId}`,
  });
}
