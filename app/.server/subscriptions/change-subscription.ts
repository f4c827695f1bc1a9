import { and, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { type Database, getDb } from "~/.server/db";
import type { Transaction } from "~/.server/db/executor";
import { addresses, productVariants, subscriptionRenewals, subscriptions } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { queueEmail } from "~/.server/mail/queue";
import { getStoreSettings } from "~/.server/settings/store-settings";
import { isLocalDeliveryAddress } from "~/lib/delivery";
import { formatLongDate } from "~/lib/long-date";
import { addDays, storeDay } from "~/lib/store-time";
import { nextRenewalDay, pauseDateRange } from "~/lib/subscriptions";
import type { SubscriptionChange } from "~/lib/subscriptions.schema";
import type { SubscriptionRow } from "./shape";
import { stopUnsentRenewals } from "./stop-renewal-orders";
import { subscriptionChangedEmail } from "./subscription-emails";

/** A change the store refuses, with a message for the person who asked; nothing was changed. */
export class SubscriptionChangeError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
    this.name = "SubscriptionChangeError";
  }
}

type Update = Partial<typeof subscriptions.$inferInsert>;

type AddressRow = typeof addresses.$inferSelect;
/** What a flavour or an address change reads from other tables before it is planned. */
type Target = { variant?: { id: string; flavor: string | null; stock: number }; address?: AddressRow };

/** The flavour of the same product, or the address of the subscription's own account; refused when there is none. */
async function readTarget(tx: Transaction, row: SubscriptionRow, change: SubscriptionChange): Promise<Target> {
  if (change.intent === "flavor") {
    const [variant] = row.productId
      ? await tx
          .select({ id: productVariants.id, flavor: productVariants.flavor, stock: productVariants.stock })
          .from(productVariants)
          .where(and(eq(productVariants.productId, row.productId), eq(productVariants.flavor, change.flavor)))
      : [];
    if (!variant) throw new SubscriptionChangeError(`${row.title} is not sold in ${change.flavor}.`);
    return { variant };
  }
  if (change.intent === "address") {
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, change.addressId), eq(addresses.userId, row.userId)));
    if (!address) throw new SubscriptionChangeError("Address not found.", 404);
    return { address };
  }
  return {};
}

/** The new address, and local delivery kept only where it still goes. */
function addressUpdate(row: SubscriptionRow, address: AddressRow): Update {
  const { firstName, lastName, phone, city, state, zipCode, country } = address;
  const local = row.deliveryMethod === "local" && isLocalDeliveryAddress(address);
  return {
    firstName,
    lastName,
    phone,
    address: address.address,
    city,
    state,
    zipCode,
    country,
    deliveryMethod: local ? "local" : "shipping",
  };
}

/** What the change does to the row, and the sentence that confirms it; throws when it cannot be made. */
function plan(row: SubscriptionRow, change: SubscriptionChange, today: string, cadences: number[], target: Target) {
  const refuse = (message: string): never => {
    throw new SubscriptionChangeError(message, 409);
  };
  if (row.status === "canceled") refuse("This subscription is cancelled.");
  switch (change.intent) {
    case "skip": {
      if (row.status !== "active") refuse("Resume the subscription before skipping a delivery.");
      const next = nextRenewalDay(row.nextRenewalOn, row.cadenceWeeks);
      return {
        update: { nextRenewalOn: next } satisfies Update,
        skipped: row.nextRenewalOn,
        sentence: `The delivery of ${formatLongDate(row.nextRenewalOn)} is skipped; the next is on ${formatLongDate(next)}.`,
      };
    }
    case "pause":
      if (change.until < pauseDateRange(today).min) throw new SubscriptionChangeError("Choose a date after today.");
      if (change.until > pauseDateRange(today).max) throw new SubscriptionChangeError("Pause for a year at most.");
      return {
        update: { status: "paused", pausedUntil: change.until, nextRenewalOn: change.until } satisfies Update,
        sentence: `Your subscription is paused until ${formatLongDate(change.until)}, when the next delivery is charged.`,
      };
    case "resume": {
      if (row.status !== "paused") refuse("This subscription is not paused.");
      // Resumed today, it renews tomorrow at the earliest: never a charge the shopper did not see coming.
      const next = row.nextRenewalOn > today ? row.nextRenewalOn : addDays(today, 1);
      return {
        update: { status: "active", pausedUntil: null, failedCharges: 0, nextRenewalOn: next } satisfies Update,
        sentence: `Your subscription is resumed; the next delivery is charged on ${formatLongDate(next)}.`,
      };
    }
    case "cancel":
      return {
        update: { status: "canceled", canceledAt: new Date(), pausedUntil: null } satisfies Update,
        sentence: "Your subscription is cancelled: nothing more will be charged or sent.",
      };
    case "cadence":
      if (!cadences.includes(change.cadenceWeeks)) {
        throw new SubscriptionChangeError(`Choose one of: every ${cadences.join(", ")} weeks.`);
      }
      return {
        update: { cadenceWeeks: change.cadenceWeeks } satisfies Update,
        sentence: `Deliveries now come every ${change.cadenceWeeks} weeks, from ${formatLongDate(row.nextRenewalOn)}.`,
      };
    case "quantity":
      return {
        update: { quantity: change.quantity } satisfies Update,
        sentence: `Each delivery now brings ${change.quantity}.`,
      };
    case "flavor":
      if (!target.variant) throw new Error("The flavour was not read");
      return {
        update: { flavor: target.variant.flavor, variantId: target.variant.id } satisfies Update,
        sentence: `Deliveries now bring ${row.title} in ${change.flavor}, from ${formatLongDate(row.nextRenewalOn)}.`,
      };
    case "address": {
      if (!target.address) throw new Error("The address was not read");
      const { address, city, state, zipCode } = target.address;
      return {
        update: addressUpdate(row, target.address),
        sentence: `Deliveries now go to ${address}, ${city}, ${state} ${zipCode}.`,
      };
    }
  }
}

/** More than the flavour's shelf holds could never ship: refused as a checkout refuses it. */
function checkStock(stock: number, quantity: number): void {
  if (quantity > stock) throw new SubscriptionChangeError(`Only ${stock} left in stock: choose ${stock} or fewer.`);
}

/** The stock of the subscription's own flavour; null once that flavour is gone. */
async function stockOf(tx: Transaction, variantId: string | null): Promise<number | null> {
  if (!variantId) return null;
  const [variant] = await tx
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return variant?.stock ?? null;
}

/**
 * Skip, pause, resume, cancel, or change how often, how many, the flavour or the address from the shopper's
 * address book (docs/product.md#subscribe-and-save): for the
 * shopper who owns the subscription (another's is not found) or for the shop (with an audit row). The change, its
 * e-mail and its audit row commit together; a refused change changes nothing.
 */
export async function changeSubscription(options: {
  subscriptionId: string;
  change: SubscriptionChange;
  /** The shopper's account; unset for the shop, which then names itself in `actor`. */
  userId?: string;
  actor?: AuditActor;
  db?: Database;
  now?: Date;
  publicUrl?: string;
}): Promise<SubscriptionRow> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const today = storeDay(now);
  const { subscriptions: settings } = await getStoreSettings({ db });
  return db.transaction(async (tx) => {
    const owner = options.userId ? eq(subscriptions.userId, options.userId) : undefined;
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, options.subscriptionId), owner))
      .for("update");
    if (!row) throw new SubscriptionChangeError("Subscription not found.", 404);
    const target = await readTarget(tx, row, options.change);
    if (options.change.intent === "quantity") {
      const stock = await stockOf(tx, row.variantId);
      if (stock !== null) checkStock(stock, options.change.quantity);
    }
    // The new flavour's stock was read with it.
    if (target.variant) checkStock(target.variant.stock, row.quantity);
    const { update, sentence, skipped } = {
      skipped: undefined,
      ...plan(row, options.change, today, settings.cadencesWeeks, target),
    };
    const [changed] = await tx
      .update(subscriptions)
      .set({ ...update, updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
    if (!changed) throw new Error("The subscription vanished while being changed");
    if (changed.status !== "active" && row.status !== changed.status) {
      await stopUnsentRenewals(tx, { subscriptionId: row.id, now });
    }
    if (skipped) {
      await tx
        .insert(subscriptionRenewals)
        .values({ subscriptionId: row.id, dueOn: skipped, outcome: "skipped" })
        .onConflictDoNothing();
    }
    const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
    await queueEmail(tx, subscriptionChangedEmail({ subscription: changed, change: sentence, publicUrl }));
    if (options.actor) {
      await recordAudit(tx, {
        actor: options.actor,
        action: `subscription.${options.change.intent}`,
        subject: `subscription ${row.id}`,
        before: {
          status: row.status,
          nextRenewalOn: row.nextRenewalOn,
          cadenceWeeks: row.cadenceWeeks,
          quantity: row.quantity,
        },
        after: {
          status: changed.status,
          nextRenewalOn: changed.nextRenewalOn,
          cadenceWeeks: changed.cadenceWeeks,
          quantity: changed.quantity,
        },
      });
    }
    return changed;
  });
}
