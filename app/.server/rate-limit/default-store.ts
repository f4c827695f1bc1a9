import { getDb } from "~/.server/db";
import { getEnv } from "~/.server/env";
import type { RateLimitStore } from "./check-rate-limits";
import { createDatabaseRateLimitStore } from "./database-store";
import { withFallbackStore } from "./fallback-store";
import { createRedisRateLimitStore, type RedisRateLimitStore } from "./redis-store";

// On globalThis, like the database, so development reloads reuse one Redis connection.
const holder = globalThis as { __rateLimitRedis?: RedisRateLimitStore };

function redisStore(url: string): RedisRateLimitStore {
  holder.__rateLimitRedis ??= createRedisRateLimitStore({ url });
  return holder.__rateLimitRedis;
}

/**
 * The process's counters: Redis when REDIS_URL is set (one connection), falling back to the database's
 * rate_limit table while Redis is away (decision 152); else the database alone.
 */
export async function getRateLimitStore(): Promise<RateLimitStore> {
  const { REDIS_URL } = getEnv();
  const database = createDatabaseRateLimitStore(await getDb());
  return REDIS_URL ? withFallbackStore(redisStore(REDIS_URL), database) : database;
}

/** What readiness reports of Redis: not configured, connected, or away (limits then count in the database). */
export function redisStatus(): "off" | "up" | "down" {
  const { REDIS_URL } = getEnv();
  if (!REDIS_URL) return "off";
  return redisStore(REDIS_URL).isReady() ? "up" : "down";
}
