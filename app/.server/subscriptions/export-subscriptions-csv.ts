import { and, desc, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { subscriptions } from "~/.server/db/schema";
import type { SubscriptionListFilters } from "~/lib/admin-subscriptions";
import { csvLine } from "~/lib/csv";
import { SUBSCRIPTIONS_CSV_HEADER, subscriptionCsvLine } from "~/lib/subscriptions-csv";
import { selectAdminRows, subscriptionListWhere, toAdminSubscriptionRow } from "./admin-shape";

const BATCH_SIZE = 1000;

/**
 * The list's matching subscriptions as CSV text, newest first, `batchSize` at a time, as the order export reads its
 * orders: each batch starts after the previous one's last (created at, id), the time read back as the database's
 * own text so no microsecond is lost to a JavaScript Date.
 */
export async function* exportSubscriptionsCsv(options: {
  filters: SubscriptionListFilters;
  batchSize?: number;
  db?: Database;
}): AsyncGenerator<string> {
  const db = options.db ?? (await getDb());
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const where = subscriptionListWhere(options.filters);
  yield csvLine(SUBSCRIPTIONS_CSV_HEADER);
  let after: { createdAt: string; id: string } | undefined;
  while (true) {
    const rows = await selectAdminRows(db, { cursor: sql<string>`${subscriptions.createdAt}::text` })
      .where(
        and(
          where,
          after &&
            sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(batchSize);
    if (rows.length > 0) {
      yield rows.map(({ cursor: _cursor, ...row }) => subscriptionCsvLine(toAdminSubscriptionRow(row))).join("");
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.cursor, id: last.id };
  }
}
