import { asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog, outboxMessages, subscriptions, user } from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { getAdminSubscription } from "~/.server/subscriptions/get-admin-subscription";
import { ADMIN_MESSAGES } from "~/lib/admin";
import { formatLongDate } from "~/lib/long-date";
import { addDays, instantOfStoreDateTime, storeDay } from "~/lib/store-time";
import { loader } from "~/routes/admin/subscription";
import { action } from "~/routes/admin/subscription-change";
import { createClerk, createOwner, outcome, pageRequest, withProcessDatabase } from "../../support/admin";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { paySubscriptionCheckout, sweepMornings } from "../../support/subscription-checkout";

// Members are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

const SHOPPER = "shopper-1";
const FIRST_DAY = "2026-01-05";
const NO_RECORD = "0f0e7a8c-2b7e-4c1e-9d55-3c1d2a9b8e71";

/**
 * A subscription to one tub of whey ($27.00 on Subscribe & Save) bought on 5 January with the test card that pays
 * today and declines every renewal, swept every morning up to `through`: it renews on 2 February, declined, and is
 * tried again on the 3rd. Answers the subscription's id and the first order's number.
 */
async function declinedRenewal(through = "2026-02-03") {
  await t.db.insert(user).values({ id: SHOPPER, email: "dana@example.com", name: "Dana", emailVerified: true });
  const { whey } = await insertProducts(t.db, { slug: "whey", priceCents: 3000, subscriptionPriceCents: 2700 });
  const order = await paySubscriptionCheckout(t.db, {
    userId: SHOPPER,
    lines: [{ productId: whey, quantity: 1, subscription: true }],
    day: FIRST_DAY,
    card: "declines",
  });
  await sweepMornings(t.db, FIRST_DAY, through);
  const [row] = await t.db.select({ id: subscriptions.id }).from(subscriptions);
  if (!row) throw new Error("the subscription did not start");
  return { subscriptionId: row.id, orderNumber: order.orderNumber };
}

function open(subscriptionId: string, cookie: string, query = "") {
  return outcome(async () =>
    loader({
      request: pageRequest(`/admin/subscriptions/${subscriptionId}${query}`, { cookie }),
      params: { subscriptionId },
      context: {},
    } as never),
  );
}

function change(subscriptionId: string, cookie: string, form: Record<string, string>) {
  return outcome(async () =>
    action({
      request: pageRequest(`/admin/subscriptions/${subscriptionId}/change`, { cookie, form }),
      params: { subscriptionId },
      context: {},
    } as never),
  );
}

describe("a subscription's page in the back office", () => {
  it("shows the customer, the card and each renewal with its order and every charge attempt", async () => {
    const { subscriptionId, orderNumber } = await declinedRenewal();
    const subscription = await getAdminSubscription({ subscriptionId, db: t.db });
    expect(subscription).toMatchObject({
      id: subscriptionId,
      status: "active",
      testMode: true,
      email: "dana@example.com",
      firstName: "Dana",
      lastName: "Rivera",
      title: "whey",
      quantity: 1,
      cadenceWeeks: 4,
      amountCents: 2700,
      nextRenewalOn: "2026-03-02",
      address: { address: "12 Main St", city: "Austin", state: "TX", zipCode: "78701", country: "US" },
      deliveryMethod: "shipping",
      card: { brand: "Visa", last4: "0341", disabled: false },
      failedCharges: 2,
      sourceOrderNumber: orderNumber,
      audit: [],
    });
    expect(subscription?.renewals).toHaveLength(1);
    const [renewal] = subscription?.renewals ?? [];
    expect(renewal).toMatchObject({ dueOn: "2026-02-02", outcome: "ordered", order: { status: "pending" } });
    expect(renewal?.order?.orderNumber).not.toBe(orderNumber);
    expect(renewal?.charges.map(({ attempt, status, declineReason }) => ({ attempt, status, declineReason }))).toEqual([
      { attempt: 1, status: "declined", declineReason: "The card was declined." },
      { attempt: 2, status: "declined", declineReason: "The card was declined." },
      { attempt: 3, status: "pending", declineReason: null },
    ]);
    expect(renewal?.charges.every((charge) => charge.amountCents === renewal.order?.totalCents)).toBe(true);
    // The third attempt waits for its day: three days after the renewal's.
    expect(renewal?.charges[2]?.dueAt).toEqual(instantOfStoreDateTime("2026-02-05T06:00"));

    expect(await getAdminSubscription({ subscriptionId: NO_RECORD, db: t.db })).toBeNull();
    expect(await getAdminSubscription({ subscriptionId: "not-an-id", db: t.db })).toBeNull();
  });

  it("lets an owner pause, resume, skip and cancel it, each with an audit row and the customer's e-mail", async () => {
    const { subscriptionId } = await declinedRenewal(FIRST_DAY);
    const owner = await createOwner({ ...app, db: t.db });
    const today = storeDay(new Date());
    const until = addDays(today, 10);

    const page = `/admin/subscriptions/${subscriptionId}`;
    expect(await change(subscriptionId, owner.cookie, { intent: "pause", until })).toEqual({
      status: 303,
      location: `${page}?changed=pause`,
    });
    expect(await open(subscriptionId, owner.cookie, "?changed=pause")).toMatchObject({
      status: 200,
      data: {
        subscription: { status: "paused", pausedUntil: until, nextRenewalOn: until },
        canChange: true,
        notice: `Paused until ${formatLongDate(until)}.`,
      },
    });
    expect(await change(subscriptionId, owner.cookie, { intent: "resume" })).toMatchObject({ status: 303 });
    expect(await change(subscriptionId, owner.cookie, { intent: "skip" })).toMatchObject({ status: 303 });
    const [skipped] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(skipped).toMatchObject({ status: "active", nextRenewalOn: addDays(until, 28) });
    expect(await change(subscriptionId, owner.cookie, { intent: "cancel" })).toMatchObject({ status: 303 });

    const audit = await t.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    expect(audit.map((row) => [row.action, row.actorEmail, row.subject])).toEqual(
      ["pause", "resume", "skip", "cancel"].map((intent) => [
        `subscription.${intent}`,
        owner.email,
        `subscription ${subscriptionId}`,
      ]),
    );
    expect(audit[0]).toMatchObject({
      before: { status: "active", nextRenewalOn: "2026-02-02" },
      after: { status: "paused", nextRenewalOn: until },
    });
    // The page's trail, newest first; the skipped day is a renewal of its own.
    const shown = await getAdminSubscription({ subscriptionId, db: t.db });
    expect(shown?.audit.map((entry) => entry.action)).toEqual([
      "subscription.cancel",
      "subscription.skip",
      "subscription.resume",
      "subscription.pause",
    ]);
    expect(shown?.renewals).toMatchObject([{ dueOn: until, outcome: "skipped", order: null, charges: [] }]);
    expect(shown).toMatchObject({ status: "canceled", canceledAt: expect.any(Date) });

    // The customer hears of each change, as when they make it themselves.
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
    const subjects = mail.map((row) => (row.payload as { subject: string }).subject);
    expect(subjects.filter((subject) => subject === "Your subscription to whey was changed")).toHaveLength(4);

    // A cancelled subscription changes no more: the reason, and nothing written.
    expect(await change(subscriptionId, owner.cookie, { intent: "resume" })).toEqual({
      status: 409,
      data: { error: "This subscription is cancelled." },
    });
    expect(await t.db.select().from(auditLog)).toHaveLength(4);
  });

  it("refuses a bad change with its reason, an unknown subscription with 404, and staff with 403", async () => {
    const { subscriptionId } = await declinedRenewal(FIRST_DAY);
    const owner = await createOwner({ ...app, db: t.db });
    const clerk = await createClerk({ ...app, db: t.db });
    expect(await change(subscriptionId, owner.cookie, { intent: "cadence", cadenceWeeks: "2" })).toEqual({
      status: 400,
      data: { error: "Choose what to change." },
    });
    expect(await change(subscriptionId, owner.cookie, { intent: "pause", until: "soon" })).toEqual({
      status: 400,
      data: { error: "Choose a date." },
    });
    expect(await change(subscriptionId, owner.cookie, { intent: "pause", until: storeDay(new Date()) })).toEqual({
      status: 400,
      data: { error: "Choose a date after today." },
    });
    expect(await change(subscriptionId, owner.cookie, { intent: "resume" })).toEqual({
      status: 409,
      data: { error: "This subscription is not paused." },
    });
    expect(await change(NO_RECORD, owner.cookie, { intent: "skip" })).toEqual({
      status: 404,
      data: { error: "Subscription not found." },
    });
    expect(await change("not-an-id", owner.cookie, { intent: "skip" })).toEqual({
      status: 404,
      data: { error: "Subscription not found." },
    });
    expect(await open(NO_RECORD, owner.cookie)).toEqual({ status: 404, data: "This subscription was not found." });

    // Staff see it, without the owner's forms, and cannot change it.
    expect(await open(subscriptionId, clerk.cookie)).toMatchObject({
      status: 200,
      data: { subscription: { id: subscriptionId }, canChange: false, notice: null },
    });
    expect(await change(subscriptionId, clerk.cookie, { intent: "cancel" })).toEqual({
      status: 403,
      data: ADMIN_MESSAGES.ownersOnly,
    });
    expect(await t.db.select().from(auditLog)).toHaveLength(0);
    const [unchanged] = await t.db.select().from(subscriptions);
    expect(unchanged).toMatchObject({ status: "active", nextRenewalOn: "2026-02-02" });
  });
});
