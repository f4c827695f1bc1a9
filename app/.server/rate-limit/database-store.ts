import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { rateLimit } from "~/.server/db/schema";
import type { RateLimitStore } from "./check-rate-limits";

/**
 * Counters in the rate_limit table: one upsert per hit, so concurrent attempts never lose a count.
 * The database's clock decides windows, so several servers agree.
 */
export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const expired = sql`${rateLimit.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimit)
        .values({ key, count: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
            resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimit.resetAt} END`,
          },
        })
        .returning({ count: rateLimit.count, resetAt: rateLimit.resetAt });
      if (!row) throw new Error("rate limit upsert returned no row");
      // A fresh window is the moment to drop windows that ended: the table stays as small as the traffic.
      if (row.count === 1) await db.delete(rateLimit).where(lt(rateLimit.resetAt, sql`now()`));
      return row;
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimit.count })
        .from(rateLimit)
        .where(and(eq(rateLimit.key, key), gt(rateLimit.resetAt, sql`now()`)));
      return row?.count ?? 0;
    },
  };
}
