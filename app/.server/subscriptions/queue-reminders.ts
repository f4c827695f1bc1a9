import { and, asc, eq, gt, lte } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { subscriptions } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { queueEmail } from "~/.server/mail/queue";
import { getStoreSettings } from "~/.server/settings/store-settings";
import { addDays, storeDay } from "~/lib/store-time";
import { groupKey, renewalKey } from "./create-renewals";
import { priceRenewal, renewalLineProblem } from "./renewal-pricing";
import type { SubscriptionRow } from "./shape";
import { type ReminderLine, renewalReminderEmail } from "./subscription-emails";

/** What each subscription of an upcoming renewal costs today, and whether it can be sold. */
async function reminderLines(db: Database, rows: readonly SubscriptionRow[]) {
  const lines: ReminderLine[] = [];
  const selling: SubscriptionRow[] = [];
  for (const row of rows) {
    const problem = await renewalLineProblem(db, row);
    if (problem) lines.push({ subscription: row, problem });
    else selling.push(row);
  }
  if (selling.length === 0) return { lines, totalCents: 0 };
  const { priced, amounts } = await priceRenewal(db, selling);
  for (const row of selling) {
    const line = priced.lines.find((l) => l.productId === row.productId && l.flavor === row.flavor);
    lines.push({ subscription: row, unitPriceCents: line?.unitPriceCents ?? row.unitPriceCents });
  }
  return { lines, totalCents: amounts.totalCents };
}

/**
 * The reminder some days before each renewal (the owner's setting, default 3): the date, the items at today's price
 * (naming any change since the last charge), the amount and the manage link. One e-mail per upcoming order, once:
 * its outbox key is the renewal's own. A subscription changed after its reminder (skipped, paused) simply renews on
 * its new date, reminded again for that date.
 */
export async function queueRenewalReminders(
  options: { db?: Database; now?: Date; publicUrl?: string } = {},
): Promise<number> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  const { reminderDays } = (await getStoreSettings({ db })).subscriptions;
  if (reminderDays === 0) return 0;
  const today = storeDay(now);
  const upcoming = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "active"),
        gt(subscriptions.nextRenewalOn, today),
        lte(subscriptions.nextRenewalOn, addDays(today, reminderDays)),
      ),
    )
    .orderBy(asc(subscriptions.userId), asc(subscriptions.id));
  const groups = new Map<string, SubscriptionRow[]>();
  for (const row of upcoming) {
    const key = `${groupKey(row)}@${row.nextRenewalOn}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const rows of groups.values()) {
    const { lines, totalCents } = await reminderLines(db, rows);
    await queueEmail(db, renewalReminderEmail({ lines, totalCents, key: renewalKey(rows), publicUrl }));
  }
  return groups.size;
}
