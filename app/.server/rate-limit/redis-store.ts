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

export type RedisRateLimitStore = RateLimitStore & { close(): Promise<void> };

/** Counters in Redis (REDIS_URL), shared by every server process and gone when their window ends. */
export function createRedisRateLimitStore(options: { url: string; prefix?: string }): RedisRateLimitStore {
  const { url, prefix = "rate-limit:" } = options;
  const client = createClient({ url });
  // Without a listener a lost connection would crash the process; commands fail until it reconnects.
  client.on("error", () => {});
  let connecting: Promise<unknown> | undefined;
  const ready = () => {
    connecting ??= client.connect();
    return connecting;
  };
  return {
    async hit(key, windowMs) {
      await ready();
      const reply = (await client.eval(HIT_SCRIPT, { keys: [prefix + key], arguments: [String(windowMs)] })) as [
        number,
        number,
      ];
      const [count, ttlMs] = reply;
      return { count, resetAt: new Date(Date.now() + ttlMs) };
    },
    async peek(key) {
      await ready();
      return Number((await client.get(prefix + key)) ?? 0);
    },
    async close() {
      if (connecting) await client.close();
    },
  };
}
