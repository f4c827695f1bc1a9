import { eq } from "drizzle-orm";
import { formatRatePercent, SAN_ANGELO_REGION, type TaxRates } from "~/lib/tax";
import { isStateCode, type StateCode } from "~/lib/us-states";
import type { AuditActor } from "../admin/audit";
import { recordAudit } from "../admin/audit";
import { type Database, getDb } from "../db";
import { taxRates } from "../db/schema";

/** The rates the owner configured (decision 147); a store with none taxes nothing. */
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

async function writeRate(options: {
  actor: AuditActor;
  region: string;
  subject: string;
  action: string;
  value: { ratePpm: number; shippingTaxable: boolean | null } | null;
  db?: Database;
}): Promise<boolean> {
  const db = options.db ?? (await getDb());
  const { region, value } = options;
  return db.transaction(async (tx) => {
    // Locked, so two owners changing one rate at once each audit the value they replaced.
    const [before] = await tx.select().from(taxRates).where(eq(taxRates.region, region)).for("update");
    // Removing what is not there changes nothing, so there is nothing to audit.
    if (!value && !before) return false;
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
    return true;
  });
}

/** Sets (or changes) a state's rate. Orders already placed keep the tax they were charged. */
export async function setStateTaxRate(options: {
  actor: AuditActor;
  state: StateCode;
  ratePpm: number;
  shippingTaxable: boolean;
  db?: Database;
}): Promise<void> {
  const { state, ratePpm, shippingTaxable } = options;
  await writeRate({
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
  return writeRate({
    ...options,
    region: options.state,
    subject: `tax:${options.state}`,
    action: "tax.rate_removed",
    value: null,
  });
}

/** San Angelo's local rate, added to Texas's for addresses in San Angelo; 0 collects none. */
export async function setSanAngeloTaxRate(options: { actor: AuditActor; ratePpm: number; db?: Database }) {
  await writeRate({
    ...options,
    region: SAN_ANGELO_REGION,
    subject: "tax:San Angelo, TX",
    action: "tax.local_rate_set",
    value: { ratePpm: options.ratePpm, shippingTaxable: null },
  });
}
