import { createClient } from "redis";
import type { RateLimitStore } from "./check-rate-limits";

// INCR and the window's expiry in one step: a crash between the two can never leave a counter without expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** A counter call never holds a sign-in or a checkout longer than this (decision 152). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export type RedisRateLimitStore = RateLimitStore & { isReady(): boolean; close(): Promise<void> };

function bounded<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Counters in Redis (REDIS_URL), shared by every server process and gone when their window ends. The client
 * connects once and reconnects by itself; while it is offline every call fails at once instead of queueing,
 * and no call waits longer than REDIS_COMMAND_TIMEOUT_MS, so a caller can fall back (default-store.ts).
 */
export function createRedisRateLimitStore(options: {
  url: string;
  prefix?: string;
  timeoutMs?: number;
}): RedisRateLimitStore {
  const { url, prefix = "rate-limit:", timeoutMs = REDIS_COMMAND_TIMEOUT_MS } = options;
  const client = createClient({ url, socket: { connectTimeout: 2_000 }, disableOfflineQueue: true });
  // Without a listener a lost connection would crash the process; the client keeps reconnecting.
  client.on("error", () => {});
  const firstConnection = client.connect();
  firstConnection.catch(() => {});
  async function command<T>(run: () => Promise<T>): Promise<T> {
    // Only the first connection is waited for (briefly); after that, offline fails at once.
    if (!client.isReady) await bounded(firstConnection, timeoutMs);
    return bounded(run(), timeoutMs);
  }
  return {
    async hit(key, windowMs) {
      const reply = (await command(() =>
        client.eval(HIT_SCRIPT, { keys: [prefix + key], arguments: [String(windowMs)] }),
      )) as [number, number];
      const [count, ttlMs] = reply;
      return { count, resetAt: new Date(Date.now() + ttlMs) };
    },
    async peek(key) {
      return Number((await command(() => client.get(prefix + key))) ?? 0);
    },
    isReady: () => client.isReady,
    async close() {
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
}
