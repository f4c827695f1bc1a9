import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { orders, paymentEvents, renewalCharges, savedCards, subscriptions, user } from "~/.server/db/schema";
import { runServerStatements } from "~/.server/db/server-statements";
import { addDays, storeDay } from "~/lib/store-time";
import { insertProducts } from "../support/checkout-fixtures";
import { type FakeSquare, startFakeSquare } from "../support/fake-square-server";
import { freePort, type PrivatePostgres, startPrivatePostgres } from "../support/private-services";
import { type StoreProcess, startStoreProcess } from "../support/store-process";

/**
 * At most one charge per renewal (decision 228), against a real process death: the store's process is killed after
 * Square made the charge and before its answer arrives; a store started again asks with the same key once the lease
 * ends, and there is exactly one payment and one paid order.
 */

const ACCESS_TOKEN = "fault-suite-square-token";
const LOCATION_ID = "L-FAULTS";
const CARD_ID = "ccof:renewal-fault";

let postgres: PrivatePostgres;
let square: FakeSquare;
let db: DatabaseHandle;
let dataDir: string;
let env: Record<string, string>;
const stores: StoreProcess[] = [];

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!existsSync("build/server/index.js")) throw new Error("the fault suite runs the built store: npm run build");
  postgres = await startPrivatePostgres();
  await runServerStatements(postgres.url("postgres"), ["CREATE DATABASE store"]);
  square = await startFakeSquare({ accessToken: ACCESS_TOKEN, locationId: LOCATION_ID });
  dataDir = mkdtempSync(path.join(os.tmpdir(), "store-renewal-fault-"));
  env = {
    DATABASE_URL: postgres.url("store"),
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    PAYMENT_PROVIDER: "square",
    SQUARE_ACCESS_TOKEN: ACCESS_TOKEN,
    SQUARE_LOCATION_ID: LOCATION_ID,
    SQUARE_WEBHOOK_SIGNATURE_KEY: "fault-suite-signature-key",
    SQUARE_API_BASE_URL: square.url,
    RENEWAL_SWEEP_SECONDS: "1",
    RENEWAL_CHARGE_LEASE_SECONDS: "3",
  };
  // The first start migrates the database.
  stores.push(await startStoreProcess({ port: await freePort(), env }));
  db = await openDatabase({ url: postgres.url("store") });
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.stop()));
  await db?.close();
  await square?.close();
  await postgres?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A shopper's subscription, due yesterday, on a card Square keeps. */
async function dueSubscription() {
  await db.db.insert(user).values({ id: "shopper", email: "dana@example.com", name: "Dana", emailVerified: true });
  const { whey } = await insertProducts(db.db, { slug: "whey", priceCents: 3000, subscriptionPriceCents: 2700 });
  square.cards.set(CARD_ID, {
    id: CARD_ID,
    customer_id: "CUST-1",
    card_brand: "VISA",
    last_4: "1111",
    enabled: true,
  });
  const [card] = await db.db
    .insert(savedCards)
    .values({
      userId: "shopper",
      provider: "square",
      providerCustomerId: "CUST-1",
      providerCardId: CARD_ID,
      brand: "Visa",
      last4: "1111",
    })
    .returning();
  await db.db.insert(subscriptions).values({
    userId: "shopper",
    productId: whey,
    productSlug: "whey",
    title: "Whey",
    quantity: 2,
    unitPriceCents: 2700,
    cadenceWeeks: 4,
    nextRenewalOn: addDays(storeDay(new Date()), -1),
    email: "dana@example.com",
    firstName: "Dana",
    lastName: "Rivera",
    address: "12 Main St",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    deliveryMethod: "shipping",
    cardId: card?.id,
  });
}

describe("a renewal charge and a process killed mid-charge", () => {
  it("charges once: the store started again asks with the same key and records the one payment", async () => {
    const first = stores[0] as StoreProcess;
    let killed = false;
    square.beforeChargeAnswer(async () => {
      if (killed) return;
      killed = true;
      first.kill("SIGKILL");
      await until(async () => first.exited() ?? undefined, "the store's death");
    });
    await dueSubscription();
    await until(async () => (killed && first.exited() ? true : undefined), "the charge and the kill");
    square.beforeChargeAnswer(null);

    const [pending] = await db.db.select().from(renewalCharges);
    expect(pending?.status).toBe("pending");

    stores.push(await startStoreProcess({ port: await freePort(), env }));
    const order = await until(async () => {
      const [row] = await db.db.select().from(orders).where(eq(orders.renewal, true));
      return row?.status === "paid" ? row : undefined;
    }, "the renewal order paid");

    const charges = square.requests.filter((request) => request.method === "POST" && request.path === "/v2/payments");
    expect(charges.map((request) => request.body?.idempotency_key)).toEqual([
      pending?.idempotencyKey,
      pending?.idempotencyKey,
    ]);
    expect(square.payments.size).toBe(1);
    expect(order.providerPaymentId).toBe([...square.payments.keys()][0]);
    expect(await db.db.select().from(orders).where(eq(orders.renewal, true))).toHaveLength(1);
    expect((await db.db.select().from(renewalCharges)).map((charge) => charge.status)).toEqual(["paid"]);
    const events = await db.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(events.map((event) => event.outcome)).toEqual(["applied"]);
  });
});
