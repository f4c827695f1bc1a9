import { randomUUID } from "node:crypto";
import { createClient } from "redis";
import { afterAll } from "vitest";
import type { Database } from "~/.server/db";
import type { RateLimitStore } from "~/.server/rate-limit/check-rate-limits";
import { createDatabaseRateLimitStore } from "~/.server/rate-limit/database-store";
import { createRedisRateLimitStore, type RedisRateLimitStore } from "~/.server/rate-limit/redis-store";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether a Redis server answers; its tests are skipped (and say so) when none does. */
async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    await client.close();
    return true;
  } catch {
    return false;
  }
}

const redisAvailable = await redisAnswers();

export type RateLimitStoreCase = { name: string; available: boolean; make: () => RateLimitStore };

/**
 * Both kinds of counters a test file runs its rate limit tests on: the test's database, and Redis (each store
 * under its own key prefix, closed after the file) when a server answers at TEST_REDIS_URL or the default port.
 */
export function rateLimitStores(t: { readonly db: Database }): RateLimitStoreCase[] {
  const redisStores: RedisRateLimitStore[] = [];
  afterAll(async () => {
    await Promise.all(redisStores.map((store) => store.close()));
  });
  return [
    { name: "database", available: true, make: () => createDatabaseRateLimitStore(t.db) },
    {
      name: `Redis at ${REDIS_URL}`,
      available: redisAvailable,
      make: () => {
        const store = createRedisRateLimitStore({ url: REDIS_URL, prefix: `test-${randomUUID()}:` });
        redisStores.push(store);
        return store;
      },
    },
  ];
}
