import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  announceCatalogChanged,
  CATALOG_CHANGES_CHANNEL,
  type CatalogChangeChannel,
  openCatalogChangeChannel,
} from "~/.server/cache/catalog-change-channel";
import { CatalogChanges } from "~/.server/cache/catalog-changes";
import { catalogChanges } from "~/.server/cache/catalog-version";
import { productPageTag } from "~/lib/page-cache-params";
import { PageCache, toCachedPage } from "../../../server/page-cache";
import { insertProducts, placePaidOrder } from "../../support/checkout-fixtures";
import { startCuttableRelay } from "../../support/cuttable-relay";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

/** The bound the issue sets: a change made by one process reaches the others within a second. */
const WITHIN_A_SECOND = { timeout: 1_000, interval: 10 };
/** Reconnecting has no bound of its own; this only keeps a broken test from waiting forever. */
const RECONNECTED = { timeout: 5_000, interval: 20 };

const opened: CatalogChangeChannel[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((channel) => channel.close()));
});

function databaseUrl(): string {
  const { url } = t.handle;
  if (!url) throw new Error("a PostgreSQL database has its url");
  return url;
}

/** The backends listening on the channel in the test's database, as pg_stat_activity shows them. */
async function listenerPids(): Promise<number[]> {
  const admin = new pg.Client({ connectionString: databaseUrl() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and query = $1",
      [`listen ${CATALOG_CHANGES_CHANNEL}`],
    );
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}

/** A store process as far as the page cache goes: its own change history, channel and cache. */
async function storeProcess(changes = new CatalogChanges(), url = databaseUrl()) {
  const channel = await openCatalogChangeChannel({ url, changes, retryMs: 50 });
  opened.push(channel);
  const cache = new PageCache({ changes });
  const store = (key: string, tags: string[] = []) =>
    cache.set(
      key,
      toCachedPage({
        body: key,
        nonce: "n",
        headers: new Headers(),
        storedAt: cache.now(),
        catalogMark: cache.catalogMark(),
        tags,
      }),
    );
  const has = (key: string) => cache.get(key) !== undefined;
  return { changes, channel, cache, store, has };
}

describe.skipIf(process.env.TEST_DB !== "postgres")("the catalogue change channel on PostgreSQL (decision 162)", () => {
  it("carries a catalogue change made by one process to another within a second", async () => {
    const first = await storeProcess();
    const second = await storeProcess();
    second.store("/");
    second.store("/product/whey", [productPageTag("whey")]);

    const firstBefore = first.changes.mark();
    first.changes.record({ kind: "catalog" });
    await vi.waitFor(() => expect(second.has("/") || second.has("/product/whey")).toBe(false), WITHIN_A_SECOND);

    // The first process does not apply its own message again: a process hears messages in the order they were
    // sent, so once it has the second's reply it has had its own, and has counted two changes, not three.
    first.store("/product/creatine", [productPageTag("creatine")]);
    second.changes.record({ kind: "pages", tags: [productPageTag("creatine")] });
    await vi.waitFor(() => expect(first.has("/product/creatine")).toBe(false), WITHIN_A_SECOND);
    expect(first.changes.mark()).toBe(firstBefore + 2);
  });

  it("carries a product page's change, which drops that page only", async () => {
    const first = await storeProcess();
    const second = await storeProcess();
    second.store("/");
    second.store("/product/whey", [productPageTag("whey")]);
    second.store("/product/creatine", [productPageTag("creatine")]);

    first.changes.record({ kind: "pages", tags: [productPageTag("whey")] });
    await vi.waitFor(() => expect(second.has("/product/whey")).toBe(false), WITHIN_A_SECOND);
    expect(second.has("/product/creatine")).toBe(true);
    expect(second.has("/")).toBe(true);
  });

  it("a sale in one process drops the product's page in another within a second, and nothing else", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", stock: 50 }, { slug: "creatine", stock: 50 });
    // The process that takes the payment is this test's own (applyPaymentEvent records in `catalogChanges`).
    await storeProcess(catalogChanges);
    const other = await storeProcess();
    other.store("/");
    other.store("/product/whey", [productPageTag("whey")]);
    other.store("/product/creatine", [productPageTag("creatine")]);

    await placePaidOrder(t.db, [{ productId: ids.whey, quantity: 1 }]);
    await vi.waitFor(() => expect(other.has("/product/whey")).toBe(false), WITHIN_A_SECOND);
    expect(other.has("/product/creatine")).toBe(true);
    expect(other.has("/")).toBe(true);
  });

  it("takes a bare NOTIFY, such as the catalogue import sends, as a change of everything", async () => {
    const store = await storeProcess();
    store.store("/");
    await announceCatalogChanged({ db: t.db });
    await vi.waitFor(() => expect(store.has("/")).toBe(false), WITHIN_A_SECOND);
  });

  it("drops everything when its listening connection comes back, and hears changes again", async () => {
    const first = await storeProcess();
    const [firstPid] = await listenerPids();
    const second = await storeProcess();
    const secondPid = (await listenerPids()).find((pid) => pid !== firstPid);
    expect(secondPid).toBeDefined();
    second.store("/");

    const admin = new pg.Client({ connectionString: databaseUrl() });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [secondPid ?? 0]);
    await admin.end();
    // Changes may have been missed while it was away: the cache is dropped once it listens again.
    await vi.waitFor(() => {
      expect(second.channel.isListening()).toBe(true);
      expect(second.has("/")).toBe(false);
    }, RECONNECTED);

    second.store("/products");
    first.changes.record({ kind: "catalog" });
    await vi.waitFor(() => expect(second.has("/products")).toBe(false), WITHIN_A_SECOND);
  });
  it("keeps trying while the database refuses connections, and drops everything once it listens again", async () => {
    const server = new URL(databaseUrl());
    const relay = await startCuttableRelay({ host: server.hostname, port: Number(server.port || 5432) });
    try {
      const first = await storeProcess();
      const second = await storeProcess(
        new CatalogChanges(),
        Object.assign(new URL(server), { port: String(relay.port) }).toString(),
      );
      await relay.refuse();
      await vi.waitFor(() => expect(second.channel.isListening()).toBe(false), RECONNECTED);
      // Several refused attempts (every 50 ms here): the listener must keep trying, not give up after one.
      await new Promise((resolve) => setTimeout(resolve, 500));
      second.store("/");
      // A change the second process cannot hear now.
      first.changes.record({ kind: "catalog" });

      await relay.restore();
      await vi.waitFor(() => {
        expect(second.channel.isListening()).toBe(true);
        expect(second.has("/")).toBe(false);
      }, RECONNECTED);
      second.store("/products");
      first.changes.record({ kind: "catalog" });
      await vi.waitFor(() => expect(second.has("/products")).toBe(false), WITHIN_A_SECOND);
    } finally {
      await Promise.all(opened.splice(0).map((channel) => channel.close()));
      await relay.close();
    }
  });
});
