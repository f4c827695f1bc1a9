import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "~/.server/db";
import { logger } from "~/.server/logger";
import type { CatalogChange, CatalogChanges } from "./catalog-changes";
import { catalogChanges } from "./catalog-version";

/** The PostgreSQL notification channel of catalogue changes, one per database. */
export const CATALOG_CHANGES_CHANNEL = "store_catalog_changes";

/** PostgreSQL refuses payloads from 8,000 bytes; a longer list of pages is sent as "everything changed". */
const MAX_PAYLOAD_BYTES = 7_900;

/** How long a lost listener waits before listening again, while the database does not answer. */
const RETRY_MS = 1_000;

type Message = { from?: string } & CatalogChange;

function payloadOf(change: CatalogChange, from?: string): string {
  const payload = JSON.stringify({ from, ...change } satisfies Message);
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ from, kind: "catalog" });
}

/** Anything but a well-formed list of pages, an operator's bare `NOTIFY store_catalog_changes` included, is everything. */
function changeOf(message: Partial<Message> | undefined): CatalogChange {
  const tags = message?.kind === "pages" && "tags" in message ? message.tags : undefined;
  if (Array.isArray(tags) && tags.every((tag) => typeof tag === "string")) return { kind: "pages", tags };
  return { kind: "catalog" };
}

function parse(payload: string): Partial<Message> | undefined {
  try {
    const message: unknown = JSON.parse(payload);
    return typeof message === "object" && message !== null ? message : undefined;
  } catch {
    return undefined;
  }
}

export type CatalogChangeChannel = {
  /** True while this process hears the others' changes. */
  isListening(): boolean;
  close(): Promise<void>;
};

/**
 * Carries catalogue changes between the store's processes on one PostgreSQL database (decision 162): each
 * process LISTENs on a connection of its own and NOTIFYs what it changed once its transaction has committed;
 * a process ignores its own messages. Whenever the listener (re)starts listening, changes may have been missed
 * while it was not, so everything cached is dropped (`changes.apply({ kind: "catalog" })`); a listener that
 * cannot connect tries again every second. Until then the caches' one-minute TTL bounds what goes unseen.
 */
export async function openCatalogChangeChannel(options: {
  url: string;
  changes?: CatalogChanges;
  retryMs?: number;
}): Promise<CatalogChangeChannel> {
  const { url, changes = catalogChanges, retryMs = RETRY_MS } = options;
  const id = randomUUID();
  let client: pg.Client | undefined;
  let listening = false;
  let failing = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function listenLater(delayMs: number): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delayMs);
  }

  /** The listening connection broke or ended: listen again on a new one at once. */
  function lost(which: pg.Client): void {
    if (which !== client) return;
    client = undefined;
    which.end().catch(() => {});
    if (closed) return;
    if (listening) logger.warn("catalogue change channel: the listening connection closed; listening again");
    listening = false;
    listenLater(0);
  }

  async function listen(): Promise<void> {
    // A dedicated connection, kept for good: a recycled one would drop every cache for nothing.
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    next.on("notification", ({ channel, payload }) => {
      if (channel !== CATALOG_CHANGES_CHANNEL) return;
      const message = parse(payload ?? "");
      if (message?.from !== id) changes.apply(changeOf(message));
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CATALOG_CHANGES_CHANNEL}`);
    } catch (error) {
      if (client === next) client = undefined;
      next.end().catch(() => {});
      if (closed) return;
      // Once per outage: the retries go on every second without a line each.
      if (!failing) logger.warn({ error: String(error) }, "catalogue change channel: cannot listen; trying again");
      failing = true;
      listenLater(retryMs);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    if (failing) logger.info("catalogue change channel: listening again; cached pages dropped");
    failing = false;
    listening = true;
    // Whatever other processes changed while nobody listened here is unknown: drop everything.
    changes.apply({ kind: "catalog" });
  }

  changes.publishWith((change) => {
    const sender = listening ? client : undefined;
    const sent = sender
      ? sender.query("select pg_notify($1, $2)", [CATALOG_CHANGES_CHANNEL, payloadOf(change, id)])
      : Promise.reject(new Error("not connected"));
    sent.catch((error: unknown) => {
      // The others keep their copies until their TTL: a minute at most.
      logger.warn({ error: String(error) }, "catalogue change channel: a change was not sent");
    });
  });
  await listen();

  return {
    isListening: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      changes.publishWith(undefined);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}

/**
 * Tells every running store process on this PostgreSQL database that the whole catalogue changed, from a
 * process that keeps no cache itself (`npm run catalog:import`). NOTIFY waits for the transaction, if any.
 */
export async function announceCatalogChanged(options: { db: Database }): Promise<void> {
  await options.db.execute(sql`select pg_notify(${CATALOG_CHANGES_CHANNEL}, ${payloadOf({ kind: "catalog" })})`);
}
