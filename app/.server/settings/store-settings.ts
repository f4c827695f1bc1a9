import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { rememberForCatalogVersion } from "~/.server/cache/catalog-memo";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { storeSettings } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { type StorefrontSettings, type StoreSettings, storefrontSettings } from "~/lib/store-settings";
import { readStoreSettings } from "~/lib/store-settings.schema";

/** Every setting, defaults filled in. Reads inside a transaction when given one (a checkout's pricing does). */
export async function getStoreSettings(options: { db?: Pick<Executor, "select"> } = {}): Promise<StoreSettings> {
  const db = options.db ?? (await getDb());
  return readStoreSettings(await db.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings));
}

/**
 * What every storefront page shows (the banner, delivery rates, social links, cadences offered), kept with the
 * catalogue's cached answers: a change drops them and every cached page at once, in every process (decision 170).
 */
export async function getStorefrontSettings(options: { db?: Database } = {}): Promise<StorefrontSettings> {
  const db = options.db ?? (await getDb());
  return rememberForCatalogVersion(db, "storefront-settings", async () =>
    storefrontSettings(await getStoreSettings({ db })),
  );
}

/** Where the shop's own mail goes (new orders, contact messages) and what answers reply to. */
export async function getStoreEmail(options: { db?: Executor } = {}): Promise<string> {
  return (await getStoreSettings(options)).storeEmail ?? getEnv().STORE_EMAIL;
}

// Subscriptions: the product page and the cart offer the owner's cadences.
const STOREFRONT_KEYS = new Set<keyof StoreSettings>(["promoBanner", "shipping", "socialLinks", "subscriptions"]);

/** Changes one setting, with its audit row in the same transaction; pages showing it are dropped once committed. */
export async function setStoreSetting<Key extends keyof StoreSettings>(options: {
  key: Key;
  value: StoreSettings[Key];
  actor: AuditActor;
  db?: Database;
}): Promise<void> {
  const db = options.db ?? (await getDb());
  await db.transaction(async (tx) => {
    const before = (await getStoreSettings({ db: tx }))[options.key];
    // A missing row is the default; null (the store e-mail left to the deployment) is stored as none.
    if (options.value === null) await tx.delete(storeSettings).where(eq(storeSettings.key, options.key));
    else {
      await tx
        .insert(storeSettings)
        .values({ key: options.key, value: options.value })
        .onConflictDoUpdate({ target: storeSettings.key, set: { value: options.value, updatedAt: new Date() } });
    }
    await recordAudit(tx, {
      actor: options.actor,
      action: "setting.changed",
      subject: `setting ${options.key}`,
      before,
      after: options.value,
    });
  });
  if (STOREFRONT_KEYS.has(options.key)) markCatalogChanged();
}
