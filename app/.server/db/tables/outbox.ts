import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type OutboxStatus = "pending" | "sent" | "dead";

/**
 * Messages for other systems (automation webhook, e-mails), written in the same transaction as the change
 * that caused them and delivered in the background by app/.server/outbox/worker.ts (decision 021).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    topic: text("topic").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    /** A second enqueue with the same key is ignored, so a retried checkout queues its messages once. */
    dedupeKey: text("dedupe_key").unique(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** What delivery produced, e.g. { transport: "development" } or a note that no webhook URL is configured. */
    result: jsonb("result").$type<unknown>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    // The worker's poll: pending messages by due time.
    index("outbox_messages_due_idx").on(table.status, table.nextAttemptAt),
    // Retention: sent messages of a topic by age (app/.server/outbox/prune.ts).
    index("outbox_messages_topic_sent_idx").on(table.topic, table.sentAt.desc()).where(sql`${table.status} = 'sent'`),
  ],
);
