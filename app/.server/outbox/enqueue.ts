import type { Executor } from "~/.server/db/executor";
import { outboxMessages } from "~/.server/db/schema";

export type OutboxMessageInput = {
  topic: string;
  payload: unknown;
  dedupeKey?: string;
  /** Not delivered before this time; unset, at the worker's next poll. */
  notBefore?: Date;
};

/** Queues a message; with a dedupeKey already queued it does nothing. Commits or rolls back with the caller. */
export async function enqueueOutboxMessage(tx: Executor, message: OutboxMessageInput): Promise<void> {
  await tx
    .insert(outboxMessages)
    .values({
      topic: message.topic,
      payload: message.payload,
      dedupeKey: message.dedupeKey ?? null,
      ...(message.notBefore && { nextAttemptAt: message.notBefore }),
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}
