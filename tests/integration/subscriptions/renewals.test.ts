import { asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  addresses,
  orderLines,
  orders,
  outboxMessages,
  paymentEvents,
  products,
  productVariants,
  renewalCharges,
  savedCards,
  subscriptionRenewals,
  subscriptions,
  user,
} from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import type { ActivePayments } from "~/.server/payments";
import { changeSubscription, SubscriptionChangeError } from "~/.server/subscriptions/change-subscription";
import { chargeTime } from "~/.server/subscriptions/renewal-calendar";
import { runRenewalSweep } from "~/.server/subscriptions/renewal-sweep";
import { STANDARD_SHIPPING_CENTS } from "~/lib/money";
import { addDays } from "~/lib/store-time";
import type { SubscriptionChange } from "~/lib/subscriptions.schema";
import { insertProducts, PUBLIC_URL, setStock, testPayments, variantOf } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { morning, paySubscriptionCheckout, sweepMornings } from "../../support/subscription-checkout";

// Months of mornings swept one by one: longer than a test usually takes, on a busy machine above all.
vi.setConfig({ testTimeout: 120_000 });

const t = withTestDatabase();

vi.mock("~/.server/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/.server/db")>()),
  getDb: async () => t.db,
}));

const USER_ID = "shopper-1";
const FIRST_DAY = "2026-01-05";

/** A product sold at $30.00, $27.00 on Subscribe & Save, and the signed-in shopper. */
async function setUp(options: { stock?: number } = {}) {
  await t.db.insert(user).values({ id: USER_ID, email: "dana@example.com", name: "Dana", emailVerified: true });
  const ids = await insertProducts(t.db, {
    slug: "whey",
    priceCents: 3000,
    subscriptionPriceCents: 2700,
    stock: options.stock ?? 500,
  });
  return ids.whey;
}

/** A signed-in checkout of a subscription line, paid on `day` with a test card of `card`'s kind. */
function subscribe(productId: string, options: { day?: string; quantity?: number; card?: "renews" | "declines" } = {}) {
  return paySubscriptionCheckout(t.db, {
    userId: USER_ID,
    lines: [{ productId, quantity: options.quantity ?? 1, subscription: true }],
    day: options.day ?? FIRST_DAY,
    card: options.card,
  });
}

/** Whey ($27.00) and creatine ($29.00) on Subscribe & Save, in one checkout paid on the first day. */
async function subscribeToTwo(card?: "renews" | "declines") {
  const productId = await setUp();
  const { creatine } = await insertProducts(t.db, { slug: "creatine", priceCents: 3200, subscriptionPriceCents: 2900 });
  await paySubscriptionCheckout(t.db, {
    userId: USER_ID,
    lines: [
      { productId, quantity: 1, subscription: true },
      { productId: creatine, quantity: 1, subscription: true },
    ],
    day: FIRST_DAY,
    card,
  });
  return { productId, creatine };
}

const sweepDays = (from: string, to: string, payments?: ActivePayments) => sweepMornings(t.db, from, to, payments);

async function renewalDays(): Promise<string[]> {
  const rows = await t.db.select().from(subscriptionRenewals).orderBy(asc(subscriptionRenewals.dueOn));
  return rows.map((row) => `${row.dueOn} ${row.outcome}`);
}

async function renewalOrders() {
  return t.db.select().from(orders).where(eq(orders.renewal, true)).orderBy(asc(orders.createdAt));
}

async function theSubscription() {
  const [row] = await t.db.select().from(subscriptions);
  if (!row) throw new Error("no subscription");
  return row;
}

async function emailBodies(subjectStart: string): Promise<{ subject: string; text: string }[]> {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows
    .map((row) => row.payload as { subject: string; text: string })
    .filter((email) => email.subject.startsWith(subjectStart));
}

async function emailSubjects(): Promise<string[]> {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows.map((row) => (row.payload as { subject: string }).subject);
}

/** The test provider with some of its calls replaced. */
function paymentsWith(replace: (base: ActivePayments["provider"]) => Partial<ActivePayments["provider"]>) {
  const base = testPayments();
  return { ...base, provider: { ...base.provider, ...replace(base.provider) } } satisfies ActivePayments;
}

/** The test provider, recording each key a charge is asked with; `before` runs while the charge is out. */
function recordingPayments(before?: () => Promise<unknown>) {
  const keys: string[] = [];
  const payments = paymentsWith((base) => ({
    chargeSavedCard: async (request) => {
      keys.push(request.idempotencyKey);
      await before?.();
      return (await base.chargeSavedCard?.(request)) ?? Promise.reject(new Error("no charge"));
    },
  }));
  return { payments, keys };
}

const chargeRows = async () =>
  (await t.db.select().from(renewalCharges).orderBy(asc(renewalCharges.createdAt), asc(renewalCharges.attempt))).map(
    (charge) => [charge.attempt, charge.status],
  );

const change = (subscriptionId: string, c: SubscriptionChange, day: string, userId = USER_ID) =>
  changeSubscription({ db: t.db, subscriptionId, change: c, userId, now: morning(day), publicUrl: PUBLIC_URL });

describe("Subscribe & Save renewals", () => {
  it("starts one subscription with the saved card, then renews every four weeks for 13 months, each renewal paid once", async () => {
    const productId = await setUp();
    await subscribe(productId, { quantity: 2 });
    // 13 months of mornings: two daylight-saving changes and months of 28, 30 and 31 days.
    await sweepDays(FIRST_DAY, "2027-02-05");

    const subscription = await theSubscription();
    expect(subscription).toMatchObject({ userId: USER_ID, quantity: 2, cadenceWeeks: 4, status: "active" });
    const [card] = await t.db.select().from(savedCards);
    expect(card).toMatchObject({ userId: USER_ID, provider: "test", brand: "Visa", last4: "4242" });

    const expected = Array.from({ length: 14 }, (_, i) => addDays(FIRST_DAY, 28 * (i + 1)));
    expect(await renewalDays()).toEqual(expected.map((day) => `${day} ordered`));
    expect(subscription.nextRenewalOn).toBe(addDays(FIRST_DAY, 28 * 15));

    const renewals = await renewalOrders();
    expect(renewals).toHaveLength(14);
    for (const order of renewals) {
      // $54.00 of Subscribe & Save is under the $55.00 free-shipping line: shipping is charged, tax on top.
      expect(order).toMatchObject({
        status: "paid",
        userId: USER_ID,
        subtotalCents: 5400,
        shippingCents: STANDARD_SHIPPING_CENTS,
      });
      expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents + order.taxCents);
    }
    expect(new Set(renewals.map((order) => order.providerPaymentId)).size).toBe(14);
    const charges = await t.db.select().from(renewalCharges);
    expect(charges.map((charge) => charge.status)).toEqual(Array(14).fill("paid"));
    expect(await emailSubjects()).toContain("Your Subscribe & Save is set up (order CS-10001)");
  });

  it("asks for an hour to save a card the provider refuses, then starts the subscription without one", async () => {
    const productId = await setUp();
    await subscribe(productId);
    const asked: string[] = [];
    const refusing = paymentsWith(() => ({
      saveCard: async (request) => {
        asked.push(request.idempotencyKey);
        throw new Error("the provider is refusing");
      },
    }));
    const paid = morning(FIRST_DAY);
    const sweepAt = (minutes: number) =>
      runRenewalSweep({
        db: t.db,
        payments: refusing,
        now: new Date(paid.getTime() + minutes * 60_000),
        publicUrl: PUBLIC_URL,
      });
    await sweepAt(1);
    await sweepAt(59);
    expect(await t.db.select().from(subscriptions)).toEqual([]);
    await sweepAt(61);
    await sweepAt(62);

    expect(asked).toHaveLength(3);
    expect(await theSubscription()).toMatchObject({ status: "active", cardId: null });
  });

  it("renews the subscriptions due together as one order, with free shipping judged on the whole renewal", async () => {
    await subscribeToTwo();
    await sweepDays(FIRST_DAY, "2026-02-02");

    expect(await t.db.select().from(subscriptions)).toHaveLength(2);
    const renewals = await renewalOrders();
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: "paid", subtotalCents: 5600, shippingCents: 0 });
  });

  it("skips, pauses until a date, resumes by itself and follows a cadence change", async () => {
    const productId = await setUp();
    await subscribe(productId);
    await sweepDays(FIRST_DAY, "2026-01-10");
    const { id } = await theSubscription();

    await change(id, { intent: "skip" }, "2026-01-10"); // Feb 2 is skipped: next Mar 2
    await sweepDays("2026-01-11", "2026-03-03");
    await change(id, { intent: "pause", until: "2026-04-20" }, "2026-03-03");
    await sweepDays("2026-03-04", "2026-04-21");
    await change(id, { intent: "cadence", cadenceWeeks: 8 }, "2026-04-21");
    await sweepDays("2026-04-22", "2026-08-20");

    expect(await renewalDays()).toEqual([
      "2026-02-02 skipped",
      "2026-03-02 ordered",
      "2026-04-20 ordered",
      // The change keeps the date already due (May 18), then counts eight weeks.
      "2026-05-18 ordered",
      "2026-07-13 ordered",
    ]);
    expect(await theSubscription()).toMatchObject({ status: "active", nextRenewalOn: "2026-09-07", cadenceWeeks: 8 });
    expect((await renewalOrders()).map((order) => order.status)).toEqual(["paid", "paid", "paid", "paid"]);
  });

  it("retries a declined card on days 1, 3 and 7, then pauses the subscription and tells the shopper and the shop", async () => {
    const productId = await setUp();
    await subscribe(productId, { card: "declines" });
    await sweepDays(FIRST_DAY, "2026-02-20");

    const charges = await t.db.select().from(renewalCharges).orderBy(asc(renewalCharges.attempt));
    expect(charges.map((charge) => [charge.attempt, charge.status])).toEqual([
      [1, "declined"],
      [2, "declined"],
      [3, "declined"],
      [4, "declined"],
    ]);
    expect(charges.slice(1).map((charge) => charge.dueAt)).toEqual(
      ["2026-02-03", "2026-02-05", "2026-02-09"].map(chargeTime),
    );
    const [order] = await renewalOrders();
    expect(order?.status).toBe("failed");
    expect(await theSubscription()).toMatchObject({ status: "paused", pausedUntil: null, failedCharges: 4 });
    const subjects = await emailSubjects();
    expect(subjects.filter((s) => s.startsWith("We could not charge your card"))).toHaveLength(1);
    // The test provider has a card-saving page, so the e-mail sends the shopper to replace the card.
    const [declined] = await emailBodies("We could not charge your card");
    expect(declined?.text).toContain("Replace your card");
    expect(subjects).toContain("Your subscription is paused");
    expect(subjects.filter((s) => s.startsWith("A subscription paused after declined renewals"))).toHaveLength(1);
    // Nothing more is ordered while it is paused.
    expect(await renewalOrders()).toHaveLength(1);
  });

  it("recovers when a retry is paid: one paid order, the failures forgotten", async () => {
    const productId = await setUp();
    await subscribe(productId, { card: "declines" });
    await sweepDays(FIRST_DAY, "2026-02-02");
    // The shopper's card is replaced by one that pays (as a card.automatically_updated would keep it current).
    const [working] = await t.db
      .insert(savedCards)
      .values({
        userId: USER_ID,
        provider: "test",
        providerCardId: "card_test_renews_0123456789abcdef",
        brand: "Visa",
        last4: "4242",
      })
      .returning();
    await t.db.update(subscriptions).set({ cardId: working?.id });
    await t.db.update(renewalCharges).set({ cardId: working?.id }).where(eq(renewalCharges.status, "pending"));
    await sweepDays("2026-02-03", "2026-02-10");

    const [order] = await renewalOrders();
    expect(order?.status).toBe("paid");
    expect((await t.db.select().from(renewalCharges)).map((c) => c.status).sort()).toEqual(["declined", "paid"]);
    expect(await theSubscription()).toMatchObject({ status: "active", failedCharges: 0 });
  });

  it("skips a sold-out line this cycle and tells the shopper; the next cycle ships", async () => {
    const productId = await setUp({ stock: 1 });
    await subscribe(productId);
    await setStock(t.db, productId, 0);
    await sweepDays(FIRST_DAY, "2026-02-02");
    await setStock(t.db, productId, 10);
    await sweepDays("2026-02-03", "2026-03-02");

    expect(await renewalDays()).toEqual(["2026-02-02 sold_out", "2026-03-02 ordered"]);
    expect(await emailSubjects()).toContain("This delivery of whey is skipped");
  });

  it("reminds the shopper three days before each charge, once, naming a price change before it is charged", async () => {
    const productId = await setUp();
    await subscribe(productId);
    await sweepDays(FIRST_DAY, "2026-01-28");
    expect((await emailBodies("Your next Subscribe & Save delivery")).length).toBe(0);
    await t.db.update(products).set({ subscriptionPriceCents: 2500 }).where(eq(products.id, productId));
    await sweepDays("2026-01-29", "2026-01-31");

    const reminders = await emailBodies("Your next Subscribe & Save delivery");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toBe("Your next Subscribe & Save delivery is charged on February 2, 2026");
    expect(reminders[0]?.text).toContain("1 x whey: $25.00 (the price changed from $27.00 to $25.00 each)");
    expect(reminders[0]?.text).toContain(" will be charged on February 2, 2026, shipping and tax included.");
    await sweepDays("2026-02-01", "2026-02-02");
    expect((await renewalOrders())[0]?.subtotalCents).toBe(2500);
  });

  it("bills a day the store was down once, at the next sweep", async () => {
    const productId = await setUp();
    await subscribe(productId);
    await sweepDays(FIRST_DAY, "2026-01-05");
    // Down from Jan 31 to Feb 10: Feb 2's renewal is made on Feb 11, once, and the next stays on the calendar.
    await sweepDays("2026-02-11", "2026-02-12");
    expect(await renewalDays()).toEqual(["2026-02-02 ordered"]);
    expect(await theSubscription()).toMatchObject({ nextRenewalOn: "2026-03-02" });
  });

  it("charges once when the process dies between the provider's answer and its record", async () => {
    const productId = await setUp();
    await subscribe(productId);
    await sweepDays(FIRST_DAY, "2026-02-01");
    const { payments, keys } = recordingPayments();
    const due = morning("2026-02-02");
    // The process dies once the provider has answered, before the answer is written.
    let dies = true;
    const afterProviderAnswer = () => {
      if (!dies) return;
      dies = false;
      throw new Error("killed");
    };
    await runRenewalSweep({ db: t.db, payments, now: due, publicUrl: PUBLIC_URL, afterProviderAnswer });
    const [charge] = await t.db.select().from(renewalCharges);
    if (!charge) throw new Error("no charge");
    expect(charge.status).toBe("pending");
    expect((await renewalOrders())[0]?.status).toBe("pending");
    // Before the lease ends nobody asks again; after it, a sweep asks with the same key and settles once.
    await runRenewalSweep({ db: t.db, payments, now: new Date(due.getTime() + 60_000), publicUrl: PUBLIC_URL });
    expect(keys).toHaveLength(1);
    await runRenewalSweep({ db: t.db, payments, now: new Date(due.getTime() + 180_000), publicUrl: PUBLIC_URL });
    expect(keys).toEqual([charge.idempotencyKey, charge.idempotencyKey]);
    const [order] = await renewalOrders();
    expect(order?.status).toBe("paid");
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order?.id ?? ""));
    expect(events.map((event) => event.outcome)).toEqual(["applied"]);
    expect((await t.db.select().from(renewalCharges)).map((c) => c.status)).toEqual(["paid"]);
  });

  it("makes one renewal when two processes sweep at the same moment", async () => {
    const productId = await setUp();
    await subscribe(productId);
    await sweepDays(FIRST_DAY, "2026-02-01");
    const other = await t.handle.connectAgain();
    try {
      const sweep = (db: typeof t.db) =>
        runRenewalSweep({ db, payments: testPayments(), now: morning("2026-02-02"), publicUrl: PUBLIC_URL });
      await Promise.all([sweep(t.db), sweep(other.db), sweep(t.db)]);
    } finally {
      await other.close();
    }
    expect(await renewalDays()).toEqual(["2026-02-02 ordered"]);
    expect(await renewalOrders()).toHaveLength(1);
    expect(await t.db.select().from(renewalCharges)).toHaveLength(1);
  });

  it("moves to another flavour and to an address of the shopper's address book, and the next renewal follows", async () => {
    await setUp();
    const { shake } = await insertProducts(t.db, {
      slug: "shake",
      priceCents: 3000,
      subscriptionPriceCents: 2700,
      flavors: ["Chocolate", "Vanilla"],
      stock: 20,
    });
    await paySubscriptionCheckout(t.db, {
      userId: USER_ID,
      lines: [{ productId: shake, flavor: "Chocolate", quantity: 2, subscription: true }],
      day: FIRST_DAY,
    });
    await sweepDays(FIRST_DAY, FIRST_DAY);
    const { id } = await theSubscription();
    const dallas = { firstName: "Dana", lastName: "Rivera", address: "200 Congress Ave", city: "Dallas" };
    const [own] = await t.db
      .insert(addresses)
      .values({ userId: USER_ID, ...dallas, state: "TX", zipCode: "75201" })
      .returning();
    await t.db.insert(user).values({ id: "someone-else", email: "sam@example.com", name: "Sam", emailVerified: true });
    const [theirs] = await t.db
      .insert(addresses)
      .values({ userId: "someone-else", ...dallas, state: "TX", zipCode: "75202" })
      .returning();
    const vanillaStock = async (stock: number) =>
      t.db
        .update(productVariants)
        .set({ stock })
        .where(eq(productVariants.id, await variantOf(t.db, shake, "Vanilla")));
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (e: SubscriptionChangeError) => [e.status, e.message],
      );

    expect(await refusal(change(id, { intent: "flavor", flavor: "Banana" }, FIRST_DAY))).toEqual([
      400,
      "shake is not sold in Banana.",
    ]);
    await vanillaStock(1);
    expect(await refusal(change(id, { intent: "flavor", flavor: "Vanilla" }, FIRST_DAY))).toEqual([
      400,
      "Only 1 left in stock: choose 1 or fewer.",
    ]);
    expect(await refusal(change(id, { intent: "address", addressId: theirs?.id ?? "" }, FIRST_DAY))).toEqual([
      404,
      "Address not found.",
    ]);
    await vanillaStock(10);
    await change(id, { intent: "flavor", flavor: "Vanilla" }, FIRST_DAY);
    await change(id, { intent: "address", addressId: own?.id ?? "" }, FIRST_DAY);
    expect(await theSubscription()).toMatchObject({
      flavor: "Vanilla",
      variantId: await variantOf(t.db, shake, "Vanilla"),
      city: "Dallas",
      zipCode: "75201",
    });
    const confirmations = (await emailBodies("Your subscription to")).map((email) => email.text).join("\n");
    expect(confirmations).toContain("Deliveries now bring shake in Vanilla, from February 2, 2026.");
    expect(confirmations).toContain("Deliveries now go to 200 Congress Ave, Dallas, TX 75201.");

    await sweepDays("2026-01-06", "2026-02-02");
    const [renewal] = await renewalOrders();
    expect(renewal).toMatchObject({ status: "paid", city: "Dallas", zipCode: "75201" });
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, renewal?.id ?? ""));
    expect(lines.map((line) => [line.flavor, line.quantity])).toEqual([["Vanilla", 2]]);
  });

  it("refuses another account's subscription, an unoffered cadence, a pause in the past and more than the stock, changing nothing", async () => {
    const productId = await setUp();
    await subscribe(productId);
    await sweepDays(FIRST_DAY, FIRST_DAY);
    const before = await theSubscription();
    const refused = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SubscriptionChangeError);
      return error as SubscriptionChangeError;
    };
    expect((await refused(change(before.id, { intent: "cancel" }, FIRST_DAY, "someone-else"))).status).toBe(404);
    expect((await refused(change(before.id, { intent: "cadence", cadenceWeeks: 3 }, FIRST_DAY))).message).toBe(
      "Choose one of: every 2, 4, 6, 8 weeks.",
    );
    expect((await refused(change(before.id, { intent: "pause", until: "2026-01-01" }, FIRST_DAY))).message).toBe(
      "Choose a date after today.",
    );
    await setStock(t.db, before.productId ?? "", 3);
    expect((await refused(change(before.id, { intent: "quantity", quantity: 4 }, FIRST_DAY))).message).toBe(
      "Only 3 left in stock: choose 3 or fewer.",
    );
    expect(await theSubscription()).toEqual(before);
  });
});

describe("a pause or a cancellation while a renewal waits for its charge", () => {
  it("drops a retry never sent: the order is cancelled and the card is not asked again", async () => {
    const productId = await setUp();
    await subscribe(productId, { card: "declines" });
    await sweepDays(FIRST_DAY, "2026-02-02");
    const { id } = await theSubscription();
    await change(id, { intent: "cancel" }, "2026-02-02");
    const { payments, keys } = recordingPayments();
    await sweepDays("2026-02-03", "2026-03-10", payments);

    expect(keys).toEqual([]);
    expect(await chargeRows()).toEqual([
      [1, "declined"],
      [2, "dropped"],
    ]);
    expect((await renewalOrders()).map((order) => order.status)).toEqual(["canceled"]);
    expect(await theSubscription()).toMatchObject({ status: "canceled" });
  });

  it("cancels the order of a group when one of its subscriptions pauses; the other renews alone the next day", async () => {
    const { productId } = await subscribeToTwo("declines");
    await sweepDays(FIRST_DAY, "2026-02-02");
    const [whey] = await t.db.select().from(subscriptions).where(eq(subscriptions.productId, productId));
    await change(whey?.id ?? "", { intent: "pause", until: "2026-06-01" }, "2026-02-02");
    await sweepDays("2026-02-03", "2026-02-03");

    const [first, second] = await renewalOrders();
    expect([first?.status, second?.status]).toEqual(["canceled", "pending"]);
    expect(second?.subtotalCents).toBe(2900);
    expect(await renewalDays()).toEqual(["2026-02-02 ordered", "2026-02-02 ordered", "2026-02-03 ordered"]);
    expect(await chargeRows()).toEqual([
      [1, "declined"],
      [2, "dropped"],
      [1, "declined"],
      [2, "pending"],
    ]);
  });

  it("lets an attempt already sent finish; if it is declined, nothing is retried and the order is cancelled", async () => {
    const productId = await setUp();
    await subscribe(productId, { card: "declines" });
    await sweepDays(FIRST_DAY, "2026-02-01");
    const { id } = await theSubscription();
    // The shopper cancels while the provider is being asked: the attempt may have been charged, so it is not dropped.
    const { payments, keys } = recordingPayments(() => change(id, { intent: "cancel" }, "2026-02-02"));
    await sweepDays("2026-02-02", "2026-02-20", payments);

    expect(keys).toHaveLength(1);
    expect(await chargeRows()).toEqual([[1, "declined"]]);
    expect((await renewalOrders()).map((order) => order.status)).toEqual(["canceled"]);
  });

  it("lets the last attempt already sent finish; if it is declined, the order is cancelled and no pause is announced", async () => {
    const productId = await setUp();
    await subscribe(productId, { card: "declines" });
    // Attempts on Feb 2, 3 and 5 declined; the last is due on Feb 9.
    await sweepDays(FIRST_DAY, "2026-02-08");
    const { id } = await theSubscription();
    const { payments, keys } = recordingPayments(() => change(id, { intent: "cancel" }, "2026-02-09"));
    await sweepDays("2026-02-09", "2026-03-10", payments);

    expect(keys).toHaveLength(1);
    expect(await chargeRows()).toEqual([
      [1, "declined"],
      [2, "declined"],
      [3, "declined"],
      [4, "declined"],
    ]);
    expect((await renewalOrders()).map((order) => order.status)).toEqual(["canceled"]);
    expect(await theSubscription()).toMatchObject({ status: "canceled" });
    const subjects = await emailSubjects();
    expect(subjects).not.toContain("Your subscription is paused");
    expect(subjects.filter((s) => s.startsWith("A subscription paused after declined renewals"))).toEqual([]);
  });

  it("lets an attempt already sent be paid: the shopper gets that delivery, and nothing after it", async () => {
    const productId = await setUp();
    await subscribe(productId);
    await sweepDays(FIRST_DAY, "2026-02-01");
    const { id } = await theSubscription();
    const { payments, keys } = recordingPayments(() => change(id, { intent: "cancel" }, "2026-02-02"));
    await sweepDays("2026-02-02", "2026-04-01", payments);

    expect(keys).toHaveLength(1);
    expect((await renewalOrders()).map((order) => order.status)).toEqual(["paid"]);
  });
});
