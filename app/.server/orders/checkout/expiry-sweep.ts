import type { Logger } from "pino";
import type { Database } from "~/.server/db";
import { logger as defaultLogger } from "~/.server/logger";
import { type BackgroundLoop, runEvery } from "~/.server/run-every";
import { expireAbandonedCheckouts } from "./expire-checkouts";

export type ExpirySweep = BackgroundLoop;

/** Often enough that a checkout expires within a sixth of its time (at most a minute) after it is due. */
export function sweepIntervalMs(expiresAfterMs: number): number {
  return Math.min(60_000, Math.max(1000, Math.floor(expiresAfterMs / 6)));
}

/**
 * Expires abandoned checkouts in the background, with no visitor needed: one sweep at start,
 * then one every sweepIntervalMs. Every process of the store may run it; the sweep itself is safe side by side.
 */
export function startExpirySweep(options: { db: Database; expiresAfterMs: number; logger?: Logger }): ExpirySweep {
  const { db, expiresAfterMs, logger = defaultLogger } = options;
  return runEvery(sweepIntervalMs(expiresAfterMs), async () => {
    try {
      const expired = await expireAbandonedCheckouts({ db, expiresAfterMs });
      if (expired.length > 0) logger.info({ orders: expired }, "expired abandoned checkouts");
    } catch (error) {
      logger.error({ err: error }, "checkout expiry sweep failed");
    }
  });
}
