import { getDb } from "../db";
import { getEnv } from "../env";
import type { RateLimitStore } from "./check-rate-limits";
import { createDatabaseRateLimitStore } from "./database-store";
import { createRedisRateLimitStore, type RedisRateLimitStore } from "./redis-store";

// On globalThis, like the database, so development reloads reuse one Redis connection.
const holder = globalThis as { __rateLimitRedis?: RedisRateLimitStore };

/** The process's counters: Redis when REDIS_URL is set (one connection), else the database's rate_limit table. */
export async function getRateLimitStore(): Promise<RateLimitStore> {
  const { REDIS_URL } = getEnv();
  if (!REDIS_URL) return createDatabaseRateLimitStore(await getDb());
  holder.__rateLimitRedis ??= createRedisRateLimitStore({ url: REDIS_URL });
  return holder.__rateLimitRedis;
}
