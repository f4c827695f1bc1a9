import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Executor } from "~/.server/db/executor";
import { outboxMessages } from "~/.server/db/schema";
import { logger as defaultLogger } from "~/.server/logger";
import { type BackgroundLoop, runEvery } from "~/.server/run-every";
import { retryDelayMs } from "./backoff";
import { pruneSentMessages } from "./prune";

/** Delivers one message's payload; throws to have it retried. What it returns is kept on the row (`result`). */
export type OutboxHandler = (payload: unknown, context: { messageId: string }) => Promise<unknown>;

export type OutboxHandlers = Readonly<Record<string, OutboxHandler>>;

export type DeliverOptions = {
  db: Executor;
  handlers: OutboxHandlers;
  /** The clock; tests pass their own to step through the backoff without sleeping. */
  now?: () => Date;
  random?: () => number;
  batchSize?: number;
  logger?: Logger;
};

export type DeliveryCounts = { claimed: number; sent: number; failed: number };

/**
 * How long a claimed message stays invisible to other workers. Longer than any handler may take
 * (webhook timeout 10 s), so a message is in one worker's hands at a time; if that process dies
 * mid-send, the message comes back after the lease (delivery is at least once).
 */
const LEASE_MS = 5 * 60_000;
const ERROR_TEXT_LIMIT = 1000;
/** How often, and how many times, an outcome the database did not take is written again. */
const RECORD_RETRY_MS = 1000;
const RECORD_ATTEMPTS = 60;

type ClaimedMessage = typeof outboxMessages.$inferSelect;

/**
 * Claims up to batchSize due messages in one statement: the row locks (FOR UPDATE SKIP LOCKED) make
 * concurrent workers on PostgreSQL take different rows, and the lease keeps them taken after commit.
 */
async function claimDueMessages(db: Executor, now: Date, batchSize: number): Promise<ClaimedMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, "pending"), lte(outboxMessages.nextAttemptAt, now)))
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** The message, with its cause's when there is one (fetch says only "fetch failed", its cause says why). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, ERROR_TEXT_LIMIT);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`.slice(0, ERROR_TEXT_LIMIT);
}

/**
 * Writes a delivery's outcome, again and again while the database is away: a message whose outcome was lost
 * would otherwise wait out its lease (5 minutes) before anyone tried it again, so a payment sent to the
 * store's own endpoint just as the database went down would stay unconfirmed that long.
 */
async function recordOutcome(write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      if (attempt >= RECORD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
    }
  }
}

async function deliverOne(message: ClaimedMessage, options: Required<DeliverOptions>): Promise<boolean> {
  const { db, handlers, now, random, logger } = options;
  const where = and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, "pending"));
  const context = { messageId: message.id, topic: message.topic, attempt: message.attempts };
  try {
    const handler = handlers[message.topic];
    if (!handler) throw new Error(`no handler for topic "${message.topic}"`);
    const result = await handler(message.payload, { messageId: message.id });
    await recordOutcome(() =>
      db
        .update(outboxMessages)
        .set({ status: "sent", sentAt: now(), lastError: null, result: result ?? null })
        .where(where),
    );
    return true;
  } catch (error) {
    const delay = retryDelayMs(message.attempts, random);
    const lastError = errorText(error);
    if (delay === null) {
      await recordOutcome(() => db.update(outboxMessages).set({ status: "dead", lastError }).where(where));
      logger.error({ ...context, error: lastError }, "outbox message dead after its last attempt");
    } else {
      const nextAttemptAt = new Date(now().getTime() + delay);
      await recordOutcome(() => db.update(outboxMessages).set({ nextAttemptAt, lastError }).where(where));
      logger.warn({ ...context, error: lastError, nextAttemptAt }, "outbox delivery failed; will retry");
    }
    return false;
  }
}

/** One pass: claims the messages due now and delivers them side by side. */
export async function deliverDueMessages(options: DeliverOptions): Promise<DeliveryCounts> {
  const resolved: Required<DeliverOptions> = {
    now: () => new Date(),
    random: Math.random,
    batchSize: 10,
    logger: defaultLogger,
    ...options,
  };
  const claimed = await claimDueMessages(resolved.db, resolved.now(), resolved.batchSize);
  const outcomes = await Promise.all(claimed.map((message) => deliverOne(message, resolved)));
  const sent = outcomes.filter(Boolean).length;
  return { claimed: claimed.length, sent, failed: claimed.length - sent };
}

export type OutboxWorker = BackgroundLoop;

const PRUNE_EVERY_MS = 3600_000;

/**
 * Polls the outbox every pollMs until stopped; a full batch is followed at once by the next one.
 * All state is in the table, so a restarted process carries on where the last one stopped.
 * Once an hour it also deletes sent messages past their retention.
 */
export function startOutboxWorker(options: DeliverOptions & { pollMs?: number }): OutboxWorker {
  const { pollMs = 2000, ...deliver } = options;
  const log = deliver.logger ?? defaultLogger;
  const now = deliver.now ?? (() => new Date());
  const batchSize = deliver.batchSize ?? 10;
  let prunedAt = Number.NEGATIVE_INFINITY;

  return runEvery(pollMs, async (isStopped) => {
    try {
      while (!isStopped() && (await deliverDueMessages({ ...deliver, batchSize })).claimed === batchSize);
      if (!isStopped() && now().getTime() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now().getTime();
        const deleted = await pruneSentMessages({ db: deliver.db, topics: Object.keys(deliver.handlers), now: now() });
        if (deleted > 0) log.info({ deleted }, "outbox: deleted sent messages past their retention");
      }
    } catch (error) {
      log.error({ error: errorText(error) }, "outbox poll failed");
    }
  });
}
