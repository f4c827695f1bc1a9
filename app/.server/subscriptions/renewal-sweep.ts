import type { Logger } from "pino";
import type { Database } from "~/.server/db";
import { logger as defaultLogger } from "~/.server/logger";
import type { ActivePayments } from "~/.server/payments";
import { type BackgroundLoop, runEvery } from "~/.server/run-every";
import { type ChargeRenewalsOptions, chargeDueRenewals } from "./charge-renewals";
import { createDueRenewals } from "./create-renewals";
import { queueRenewalReminders } from "./queue-reminders";
import { startPaidSubscriptions } from "./start-subscriptions";

export type RenewalSweepOptions = {
  db: Database;
  payments?: ActivePayments;
  /** The sweep's clock: tests run months of renewals in moments. */
  now?: Date;
  publicUrl?: string;
  isStopped?: () => boolean;
  afterProviderAnswer?: ChargeRenewalsOptions["afterProviderAnswer"];
  leaseMs?: number;
};

/**
 * One pass of Subscribe & Save's work, in order: start the subscriptions of paid orders, remind shoppers of the
 * renewals coming up, make the renewal orders due, charge what is due. Each step is safe with other processes
 * running it at the same moment.
 */
export async function runRenewalSweep(
  options: RenewalSweepOptions,
): Promise<{ started: number; reminded: number; ordered: number; paid: number; declined: number }> {
  const totals = { started: 0, reminded: 0, ordered: 0, paid: 0, declined: 0 };
  totals.started = await startPaidSubscriptions(options);
  totals.reminded = await queueRenewalReminders(options);
  // Orders are made while earlier ones are charged: the provider's answer is the slow part, and it overlaps.
  let creating = true;
  const created = (async () => {
    try {
      for (;;) {
        const { made, seen } = await createDueRenewals(options);
        totals.ordered += made;
        if (made === 0 || seen === 0 || options.isStopped?.()) break;
      }
    } finally {
      creating = false;
    }
  })();
  const charged = (async () => {
    for (;;) {
      const { paid, declined } = await chargeDueRenewals(options);
      totals.paid += paid;
      totals.declined += declined;
      if (options.isStopped?.()) break;
      if (paid + declined === 0) {
        if (!creating) break;
        await Promise.race([created, new Promise((resolve) => setTimeout(resolve, 200))]);
      }
    }
  })();
  await Promise.all([created, charged]);
  return totals;
}

/** Every process sweeps each minute; most passes find nothing to do and cost three indexed reads. */
export function startRenewalSweep(options: {
  db: Database;
  logger?: Logger;
  intervalMs?: number;
  leaseMs?: number;
}): BackgroundLoop {
  const logger = options.logger ?? defaultLogger;
  return runEvery(options.intervalMs ?? 60_000, async (isStopped) => {
    try {
      const totals = await runRenewalSweep({ db: options.db, leaseMs: options.leaseMs, isStopped });
      if (Object.values(totals).some((count) => count > 0)) logger.info(totals, "renewal sweep");
    } catch (err) {
      logger.error({ err }, "renewal sweep failed");
    }
  });
}
