import { asc, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { orders, outboxMessages, renewalCharges, savedCards, subscriptions, user } from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { testSetupToken } from "~/.server/payments/test/saved-cards";
import { SubscriptionChangeError } from "~/.server/subscriptions/change-subscription";
import { runRenewalSweep } from "~/.server/subscriptions/renewal-sweep";
import { finishCardReplacement, startCardReplacement } from "~/.server/subscriptions/replace-card";
import { instantOfStoreDateTime } from "~/lib/store-time";
import { insertProducts, PUBLIC_URL, testPayments } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { paySubscriptionCheckout, sweepMornings } from "../../support/subscription-checkout";

vi.setConfig({ testTimeout: 120_000 });

const t = withTestDatabase();

vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));

const SECRET = "a-secret-for-card-setup-tests-only";
const at = (time: string) => instantOfStoreDateTime(`2026-02-02T${time}`);

/** Dana subscribes to whey and creatine in one checkout paid with a card that declines renewals. */
async function setUp() {
  await t.db.insert(user).values([
    { id: "dana", email: "dana@example.com", name: "Dana", emailVerified: true },
    { id: "eve", email: "eve@example.com", name: "Eve", emailVerified: true },
  ]);
  const { whey, creatine } = await insertProducts(
    t.db,
    { slug: "whey", priceCents: 3000, subscriptionPriceCents: 2700 },
    { slug: "creatine", priceCents: 3200, subscriptionPriceCents: 2900 },
  );
  await paySubscriptionCheckout(t.db, {
    userId: "dana",
    lines: [
      { productId: whey, quantity: 1, subscription: true },
      { productId: creatine, quantity: 1, subscription: true },
    ],
    day: "2026-01-05",
    card: "declines",
  });
  // The first renewal, on Feb 2, is declined; its retry waits for Feb 3.
  await sweepMornings(t.db, "2026-01-05", "2026-02-02");
  const [first] = await t.db.select().from(subscriptions).orderBy(desc(subscriptions.title));
  if (!first) throw new Error("no subscription");
  return first;
}

const options = (subscriptionId: string, userId = "dana") => ({
  db: t.db,
  payments: testPayments(),
  subscriptionId,
  userId,
  publicUrl: PUBLIC_URL,
  secret: SECRET,
});

/** "Replace card": the provider's page, and the state it carries back for the store. */
async function startAt(time: string, subscriptionId: string, userId = "dana") {
  const setupUrl = await startCardReplacement({ ...options(subscriptionId, userId), now: at(time) });
  const back = new URL(new URL(setupUrl, PUBLIC_URL).searchParams.get("return") ?? "", PUBLIC_URL);
  return { setupUrl, back, state: back.searchParams.get("state") ?? "" };
}

const cardsOf = async () =>
  (await t.db.select().from(subscriptions).orderBy(asc(subscriptions.title))).map((row) => row.cardId);
const savedCardCount = async () => (await t.db.select().from(savedCards)).length;

async function changedEmails(): Promise<string[]> {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows
    .map((row) => row.payload as { subject: string; text: string })
    .filter((email) => email.subject.endsWith("was changed"))
    .map((email) => email.text);
}

describe("replacing a subscription's card", () => {
  it("puts the new card on every subscription the old one paid, and the waiting retry is charged to it at once", async () => {
    const whey = await setUp();
    const { setupUrl, back, state } = await startAt("09:00", whey.id);
    expect(setupUrl).toMatch(/^\/test-checkout\/card\?return=/);
    expect(back.pathname).toBe("/account/subscriptions/card");
    expect(back.searchParams.get("subscription")).toBe(whey.id);

    const replaced = await finishCardReplacement({
      ...options(whey.id),
      setupToken: testSetupToken("renews", "a1b2c3d4"),
      state,
      now: at("09:05"),
    });

    expect(replaced).toHaveLength(2);
    const [newCard] = await t.db.select().from(savedCards).where(eq(savedCards.last4, "4242"));
    expect(await cardsOf()).toEqual([newCard?.id, newCard?.id]);
    const [retry] = await t.db.select().from(renewalCharges).where(eq(renewalCharges.attempt, 2));
    expect(retry).toMatchObject({ status: "pending", cardId: newCard?.id, dueAt: at("09:05") });
    expect(await changedEmails()).toEqual([
      expect.stringContaining("Your Visa ending in 4242 now pays for your subscriptions."),
    ]);

    await runRenewalSweep({ db: t.db, payments: testPayments(), now: at("09:06"), publicUrl: PUBLIC_URL });
    const charges = await t.db.select().from(renewalCharges).orderBy(asc(renewalCharges.attempt));
    expect(charges.map((charge) => [charge.attempt, charge.status])).toEqual([
      [1, "declined"],
      [2, "paid"],
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.renewal, true));
    expect(order?.status).toBe("paid");
  });

  it("leaves an attempt already sent on its card", async () => {
    const whey = await setUp();
    // A sweep has taken the retry (it is on its way to the provider) when the shopper saves a new card.
    await t.db
      .update(renewalCharges)
      .set({ firstClaimedAt: at("09:00") })
      .where(eq(renewalCharges.attempt, 2));
    const { state } = await startAt("09:00", whey.id);
    await finishCardReplacement({
      ...options(whey.id),
      setupToken: testSetupToken("renews", "a1b2c3d4"),
      state,
      now: at("09:05"),
    });

    const [retry] = await t.db.select().from(renewalCharges).where(eq(renewalCharges.attempt, 2));
    expect(retry?.cardId).toBe(whey.cardId);
  });

  it("saves one card and sends one e-mail however often the way back is loaded", async () => {
    const whey = await setUp();
    const { state } = await startAt("09:00", whey.id);
    const finish = () =>
      finishCardReplacement({
        ...options(whey.id),
        setupToken: testSetupToken("renews", "a1b2c3d4"),
        state,
        now: at("09:05"),
      });
    await finish();
    await finish();
    expect(await savedCardCount()).toBe(2);
    expect(await changedEmails()).toHaveLength(1);
  });

  it("refuses a way back for another account, forged, expired or without a card, and changes nothing", async () => {
    const whey = await setUp();
    const before = await cardsOf();
    const token = testSetupToken("renews", "a1b2c3d4");
    const { state } = await startAt("09:00", whey.id);
    const refusals = [
      // Eve's own link, made for Eve, does not save a card on Dana's subscription.
      finishCardReplacement({ ...options(whey.id, "eve"), setupToken: token, state, now: at("09:05") }),
      finishCardReplacement({ ...options(whey.id), setupToken: token, state: `${state}x`, now: at("09:05") }),
      finishCardReplacement({ ...options(whey.id), setupToken: token, state, now: at("10:01") }),
      finishCardReplacement({ ...options(whey.id), setupToken: "seti_live_forged", state, now: at("09:05") }),
    ];
    for (const refusal of refusals) {
      await expect(refusal).rejects.toThrow("The card was not saved, and nothing was changed.");
    }
    await expect(startAt("09:00", whey.id, "eve")).rejects.toMatchObject({ status: 404 });
    await t.db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.id, whey.id));
    await expect(startAt("09:00", whey.id)).rejects.toBeInstanceOf(SubscriptionChangeError);
    expect(await cardsOf()).toEqual(before);
    expect(await savedCardCount()).toBe(1);
    expect(await changedEmails()).toEqual([]);
  });
});
