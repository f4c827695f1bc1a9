import { asc, eq, inArray } from "drizzle-orm";
import type { AuditActor } from "~/.server/audit/audit-log";
import { recordAudit } from "~/.server/audit/audit-log";
import { type Database, getDb } from "~/.server/db";
import { taxRates } from "~/.server/db/schema";
import type { AuditAction } from "~/lib/audit";
import { combinedRateRefusal, formatRatePercent, SAN_ANGELO_REGION, type TaxRates } from "~/lib/tax";
import { isStateCode, type StateCode } from "~/lib/us-states";

/** The rates the owner configured; a store with none taxes nothing. */
export async function getTaxRates(options: { db?: Pick<Database, "select"> } = {}): Promise<TaxRates> {
  const db = options.db ?? (await getDb());
  const rows = await db.select().from(taxRates);
  const rates: TaxRates = { states: {}, sanAngeloPpm: 0 };
  for (const row of rows) {
    if (row.region === SAN_ANGELO_REGION) rates.sanAngeloPpm = row.ratePpm;
    else if (isStateCode(row.region)) {
      rates.states[row.region] = { ratePpm: row.ratePpm, shippingTaxable: row.shippingTaxable ?? false };
    }
  }
  return rates;
}

type RateRow = typeof taxRates.$inferSelect;

/** What the audit log keeps of a rate: the percentage as the owner typed it. */
function audited(row: RateRow | undefined) {
  if (!row) return null;
  return {
    rate: `${formatRatePercent(row.ratePpm)}%`,
    ...(row.shippingTaxable !== null && { shippingTaxable: row.shippingTaxable }),
  };
}

/** A rate written (or, `changed` false, a removal of one that was not there), or refused with the reason. */
export type RateWrite = { ok: true; changed: boolean } | { ok: false; reason: string };

/** The rate charged on top of a region's (San Angelo's on Texas's and the other way round), whose sum is capped. */
function combinedRegion(region: string): string | undefined {
  if (region === "TX") return SAN_ANGELO_REGION;
  if (region === SAN_ANGELO_REGION) return "TX";
  return undefined;
}

async function writeRate(options: {
  actor: AuditActor;
  region: string;
  subject: string;
  action: AuditAction;
  value: { ratePpm: number; shippingTaxable: boolean | null } | null;
  db?: Database;
}): Promise<RateWrite> {
  const db = options.db ?? (await getDb());
  const { region, value } = options;
  const partner = combinedRegion(region);
  return db.transaction(async (tx) => {
    // Locked, in one order, so two owners changing one rate (or Texas's and San Angelo's) at once each audit the
    // value they replaced and check the sum against the other's latest rate.
    const locked = await tx
      .select()
      .from(taxRates)
      .where(inArray(taxRates.region, partner ? [region, partner] : [region]))
      .orderBy(asc(taxRates.region))
      .for("update");
    const before = locked.find((row) => row.region === region);
    // Removing what is not there changes nothing, so there is nothing to audit.
    if (!value && !before) return { ok: true, changed: false };
    const other = locked.find((row) => row.region === partner)?.ratePpm ?? 0;
    const refusal =
      value &&
      partner &&
      (region === "TX" ? combinedRateRefusal(value.ratePpm, other) : combinedRateRefusal(other, value.ratePpm));
    if (refusal) return { ok: false, reason: refusal };
    const [after] = value
      ? await tx
          .insert(taxRates)
          .values({ region, ...value })
          .onConflictDoUpdate({ target: taxRates.region, set: { ...value, updatedAt: new Date() } })
          .returning()
      : [];
    if (!value) await tx.delete(taxRates).where(eq(taxRates.region, region));
    await recordAudit(tx, {
      actor: options.actor,
      action: options.action,
      subject: options.subject,
      before: audited(before),
      after: audited(after),
    });
    return { ok: true, changed: true };
  });
}

/**
 * Sets (or changes) a state's rate; Texas's is refused when it and San Angelo's come to more than the cap. Orders
 * already placed keep the tax they were charged.
 */
export async function setStateTaxRate(options: {
  actor: AuditActor;
  state: StateCode;
  ratePpm: number;
  shippingTaxable: boolean;
  db?: Database;
}): Promise<RateWrite> {
  const { state, ratePpm, shippingTaxable } = options;
  return writeRate({
    ...options,
    region: state,
    subject: `tax:${state}`,
    action: "tax.rate_set",
    value: { ratePpm, shippingTaxable },
  });
}

/** Stops collecting tax in a state; false when it had no rate. */
export async function removeStateTaxRate(options: {
  actor: AuditActor;
  state: StateCode;
  db?: Database;
}): Promise<boolean> {
  const removal = await writeRate({
    ...options,
    region: options.state,
    subject: `tax:${options.state}`,
    action: "tax.rate_removed",
    value: null,
  });
  return removal.ok && removal.changed;
}

/** San Angelo's local rate, added to Texas's for addresses in San Angelo (together within the cap); 0 collects none. */
export async function setSanAngeloTaxRate(options: {
  actor: AuditActor;
  ratePpm: number;
  db?: Database;
}): Promise<RateWrite> {
  return writeRate({
    ...options,
    region: SAN_ANGELO_REGION,
    subject: "tax:San Angelo, TX",
    action: "tax.local_rate_set",
    value: { ratePpm: options.ratePpm, shippingTaxable: null },
  });
}
