import type { StoreSettings } from "~/lib/store-settings";
import { readStoreSettings } from "~/lib/store-settings.schema";
import { type AuditActor, recordAudit } from "../admin/audit";
import { type Database, getDb } from "../db";
import { storeSettings } from "../db/schema";
import type { Executor } from "../outbox/enqueue";

/** Every setting, defaults filled in. Reads inside a transaction when given one (a review's save does). */
export async function getStoreSettings(options: { db?: Executor } = {}): Promise<StoreSettings> {
  const db = options.db ?? (await getDb());
  return readStoreSettings(await db.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings));
}

/** Changes one setting, with its audit row in the same transaction. */
export async function setStoreSetting<Key extends keyof StoreSettings>(options: {
  key: Key;
  value: StoreSettings[Key];
  actor: AuditActor;
  db?: Database;
}): Promise<void> {
  const db = options.db ?? (await getDb());
  await db.transaction(async (tx) => {
    const before = (await getStoreSettings({ db: tx }))[options.key];
    await tx
      .insert(storeSettings)
      .values({ key: options.key, value: options.value })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value: options.value, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor: options.actor,
      action: "setting.changed",
      subject: `setting ${options.key}`,
      before,
      after: options.value,
    });
  });
}
