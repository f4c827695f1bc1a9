import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import type { Database } from "../db";
import { logger } from "../logger";
import type { CatalogChange, CatalogChanges } from "./changes";
import { catalogChanges } from "./version";

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
  let listening = false;
  let failing = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  // `onnotify` is the option postgres.js's own `listen` uses (its types leave it out); unlike `listen`, it lets
  // this channel see its connection close and listen again for as long as it takes (the tests cover both).
  const clientOptions: postgres.Options<Record<string, never>> & { onnotify(channel: string, payload: string): void } =
    {
      max: 1,
      // Kept for good: a recycled connection would drop every cache for nothing.
      idle_timeout: 0,
      max_lifetime: null,
      connect_timeout: 5,
      // Its default backoff grows to 20 s between connection attempts: listening again must not wait that long.
      backoff: () => retryMs / 1000,
      fetch_types: false,
      onnotice: () => {},
      onnotify(channel, payload) {
        if (channel !== CATALOG_CHANGES_CHANNEL) return;
        const message = parse(payload);
        if (message?.from !== id) changes.apply(changeOf(message));
      },
      onclose() {
        if (closed || !listening) return;
        listening = false;
        logger.warn("catalogue change channel: the listening connection closed; listening again");
        listenLater(0);
      },
    };
  const client = postgres(url, clientOptions);

  function listenLater(delayMs: number): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delayMs);
  }

  async function listen(): Promise<void> {
    try {
      await client.unsafe(`listen ${CATALOG_CHANGES_CHANNEL}`);
    } catch (error) {
      if (closed) return;
      // Once per outage: the retries go on every second without a line each.
      if (!failing) logger.warn({ error: String(error) }, "catalogue change channel: cannot listen; trying again");
      failing = true;
      listenLater(retryMs);
      return;
    }
    if (failing) logger.info("catalogue change channel: listening again; cached pages dropped");
    failing = false;
    listening = true;
    // Whatever other processes changed while nobody listened here is unknown: drop everything.
    changes.apply({ kind: "catalog" });
  }

  changes.publishWith((change) => {
    client.notify(CATALOG_CHANGES_CHANNEL, payloadOf(change, id)).catch((error: unknown) => {
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
      await client.end({ timeout: 5 });
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
