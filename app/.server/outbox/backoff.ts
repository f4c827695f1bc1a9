/**
 * When a failed outbox message is tried again: 10 s, 30 s, 2 min, 10 min, 1 h, 2 h, 4 h, 8 h, 8 h, so the
 * tries span about a day (a receiver down overnight still gets its messages); after the last one it is dead.
 */
const RETRY_DELAYS_MS = [10e3, 30e3, 120e3, 600e3, 3600e3, 7200e3, 14400e3, 28800e3, 28800e3] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** ±20 % jitter, so messages that failed together (a receiver outage) do not all come back at once. */
const JITTER = 0.2;

/** The wait after the given failed attempt (1-based), or null when it was the last one. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempt - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
