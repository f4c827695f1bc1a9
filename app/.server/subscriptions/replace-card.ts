import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { storeSecret } from "~/.server/auth/command-token";
import { type Database, getDb } from "~/.server/db";
import { orders, renewalCharges, subscriptionRenewals, subscriptions } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { queueEmail } from "~/.server/mail/queue";
import { type ActivePayments, getPayments } from "~/.server/payments";
import { CARD_SETUP_PATH } from "~/lib/subscriptions";
import { SubscriptionChangeError } from "./change-subscription";
import { keepCard, knownCustomerId } from "./saved-cards";
import type { SubscriptionRow } from "./shape";
import { subscriptionChangedEmail } from "./subscription-emails";

/** How long the shopper may take on the card-saving page. */
const SETUP_LIFETIME_MS = 3600_000;

type ReplaceCardOptions = {
  subscriptionId: string;
  userId: string;
  db?: Database;
  payments?: ActivePayments;
  now?: Date;
  publicUrl?: string;
  /** What the way back is signed with; the store's secret unless a test gives its own. */
  secret?: string;
};

/**
 * The way back from the card-saving page names the account and the subscription it was started for, signed and
 * dated: a link made for another account, or forged, saves nothing (it would be a GET any page could send).
 */
function setupState(secret: string, userId: string, subscriptionId: string, expiresAt: number): string {
  const mac = createHmac("sha256", secret).update(`card-setup:${userId}:${subscriptionId}:${expiresAt}`);
  return `${expiresAt}.${mac.digest("base64url")}`;
}

function isSetupState(secret: string, options: ReplaceCardOptions & { state: string; now: Date }): boolean {
  const expiresAt = Number(/^(\d{1,15})\./.exec(options.state)?.[1]);
  if (!expiresAt || expiresAt <= options.now.getTime()) return false;
  const expected = Buffer.from(setupState(secret, options.userId, options.subscriptionId, expiresAt));
  const given = Buffer.from(options.state);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The shopper's own subscription, not cancelled, and a provider that can save a card without a payment. */
async function findReplaceable(db: Database, payments: ActivePayments, options: ReplaceCardOptions) {
  const { startCardSetup, finishCardSetup } = payments.provider;
  if (!startCardSetup || !finishCardSetup) {
    throw new SubscriptionChangeError("This store cannot replace a card online yet: please contact us.", 409);
  }
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, options.subscriptionId), eq(subscriptions.userId, options.userId)));
  if (!row) throw new SubscriptionChangeError("Subscription not found.", 404);
  if (row.status === "canceled") throw new SubscriptionChangeError("This subscription is cancelled.", 409);
  return { row, startCardSetup, finishCardSetup };
}

/** Where the shopper enters the new card: the provider's card-saving page, which sends them back to the store. */
export async function startCardReplacement(options: ReplaceCardOptions): Promise<string> {
  const db = options.db ?? (await getDb());
  const payments = options.payments ?? getPayments();
  const env = getEnv();
  const { row, startCardSetup } = await findReplaceable(db, payments, options);
  const expiresAt = (options.now ?? new Date()).getTime() + SETUP_LIFETIME_MS;
  const back = new URLSearchParams({
    subscription: row.id,
    state: setupState(options.secret ?? storeSecret(env), options.userId, row.id, expiresAt),
  });
  const { setupUrl } = await startCardSetup({
    returnUrl: `${options.publicUrl ?? env.PUBLIC_URL}${CARD_SETUP_PATH}?${back}`,
    email: row.email,
  });
  return setupUrl;
}

/**
 * Saves the card the shopper entered on the provider's page and puts it on the subscription, and on the shopper's
 * other subscriptions that the old card paid: a card replaced is replaced everywhere it paid. A retry waiting for
 * its day, never sent, goes to the new card at the next sweep; an attempt already sent keeps its card. One e-mail
 * confirms it. Refused (and nothing changed) when the state is not this account's, or the provider names no card.
 */
export async function finishCardReplacement(
  options: ReplaceCardOptions & { setupToken: string; state: string },
): Promise<SubscriptionRow[]> {
  const db = options.db ?? (await getDb());
  const payments = options.payments ?? getPayments();
  const now = options.now ?? new Date();
  const env = getEnv();
  const refused = new SubscriptionChangeError("The card was not saved, and nothing was changed.");
  if (!isSetupState(options.secret ?? storeSecret(env), { ...options, now })) throw refused;
  const { row, finishCardSetup } = await findReplaceable(db, payments, options);
  const provider = payments.provider.name;
  // One card and one e-mail however often the shopper reloads the page they came back to.
  const setupKey = `setup:${createHash("sha256").update(options.setupToken).digest("hex").slice(0, 32)}`;
  const card = await finishCardSetup({
    idempotencyKey: setupKey,
    setupToken: options.setupToken,
    email: row.email,
    providerCustomerId: await knownCustomerId(db, options.userId, provider),
  });
  if (!card) throw refused;
  return db.transaction(async (tx) => {
    const cardId = await keepCard(tx, options.userId, provider, card);
    const replaced = await tx
      .update(subscriptions)
      .set({ cardId, updatedAt: now })
      .where(
        and(
          eq(subscriptions.userId, options.userId),
          ne(subscriptions.status, "canceled"),
          row.cardId
            ? or(eq(subscriptions.id, row.id), eq(subscriptions.cardId, row.cardId))
            : eq(subscriptions.id, row.id),
        ),
      )
      .returning();
    const waiting = tx
      .select({ orderId: subscriptionRenewals.orderId })
      .from(subscriptionRenewals)
      .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
      .where(
        and(
          inArray(
            subscriptionRenewals.subscriptionId,
            replaced.map((changed) => changed.id),
          ),
          eq(orders.status, "pending"),
        ),
      );
    await tx
      .update(renewalCharges)
      .set({ cardId, dueAt: now })
      .where(
        and(
          inArray(renewalCharges.orderId, waiting),
          eq(renewalCharges.status, "pending"),
          isNull(renewalCharges.firstClaimedAt),
        ),
      );
    const changed = replaced.find((subscription) => subscription.id === row.id) ?? row;
    const names = replaced.length > 1 ? "your subscriptions" : "this subscription";
    await queueEmail(tx, {
      ...subscriptionChangedEmail({
        subscription: changed,
        change: `Your ${card.brand} ending in ${card.last4} now pays for ${names}.`,
        publicUrl: options.publicUrl ?? env.PUBLIC_URL,
      }),
      dedupeKey: setupKey,
    });
    return replaced;
  });
}
