import { logger } from "~/.server/logger";
import type { RateLimitStore } from "./check-rate-limits";

/**
 * Counts in `primary` (Redis) and, whenever it fails or is slow, in `fallback` (the database) instead, so
 * sign-in, order and contact limits keep working while Redis is away (decision 152). The switch is logged
 * once per outage, not once per request.
 */
export function withFallbackStore(primary: RateLimitStore, fallback: RateLimitStore): RateLimitStore {
  let failing = false;
  async function attempt<T>(run: (store: RateLimitStore) => Promise<T>): Promise<T> {
    try {
      const result = await run(primary);
      if (failing) logger.info("rate limit counters are back in Redis");
      failing = false;
      return result;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, "Redis unavailable: rate limits count in the database meanwhile");
      failing = true;
      return run(fallback);
    }
  }
  return {
    hit: (key, windowMs) => attempt((store) => store.hit(key, windowMs)),
    peek: (key) => attempt((store) => store.peek(key)),
  };
}
