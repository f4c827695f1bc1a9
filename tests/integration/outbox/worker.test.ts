import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { outboxMessages } from "~/.server/db/schema";
import { AUTOMATION_WEBHOOK_TOPIC } from "~/.server/outbox/automation-payload";
import { queueAutomationWebhook } from "~/.server/outbox/automation-queue";
import { createAutomationWebhookHandler } from "~/.server/outbox/automation-webhook";
import { MAX_ATTEMPTS } from "~/.server/outbox/backoff";
import { enqueueOutboxMessage } from "~/.server/outbox/enqueue";
import { pruneSentMessages, SENT_RETENTION_MS } from "~/.server/outbox/prune";
import { deliverDueMessages, type OutboxHandlers, startOutboxWorker } from "~/.server/outbox/worker";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
const logger = pino({ level: "silent" });
const SECRET = "automation-secret-for-tests";
const START = new Date("2030-01-01T12:00:00Z");

/** A clock the test moves by hand: backoff is checked without sleeping. */
function manualClock(start = START) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

type Received = { headers: IncomingHttpHeaders; body: string };

/** The automation's end: a loopback server that records every delivery and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let closeReceiver: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeReceiver?.();
  closeReceiver = undefined;
});

async function rows() {
  return t.db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);
}

function automationHandlers(url: string): OutboxHandlers {
  return { [AUTOMATION_WEBHOOK_TOPIC]: createAutomationWebhookHandler({ url, secret: SECRET }) };
}

const order = {
  orderId: "ord_public_1",
  orderNumber: "1001",
  testMode: true,
  createdAt: START,
  customer: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    address: "1 Main St",
    city: "San Angelo",
    state: "TX",
    zipCode: "76901",
    country: "US",
  },
  lines: [{ title: "Whey Isolate", flavor: "Chocolate", quantity: 2, unitPriceCents: 2999, subscription: false }],
  deliveryMethod: "local" as const,
  subtotalCents: 5998,
  shippingCents: 0,
  taxCents: 0,
};

describe("enqueueOutboxMessage", () => {
  it("leaves nothing behind when the caller's transaction rolls back", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueOutboxMessage(tx, { topic: "email", payload: { to: "a@example.com" } });
        throw new Error("checkout failed");
      }),
    ).rejects.toThrow("checkout failed");
    expect(await rows()).toHaveLength(0);
  });

  it("commits with the caller's transaction", async () => {
    await t.db.transaction(async (tx) => {
      await enqueueOutboxMessage(tx, { topic: "email", payload: { n: 1 } });
    });
    const [row] = await rows();
    expect(row).toMatchObject({ topic: "email", payload: { n: 1 }, status: "pending", attempts: 0 });
  });

  it("queues a message once per dedupe key", async () => {
    await queueAutomationWebhook(t.db, order);
    await queueAutomationWebhook(t.db, order);
    await enqueueOutboxMessage(t.db, { topic: "email", payload: {} });
    await enqueueOutboxMessage(t.db, { topic: "email", payload: {} });
    const all = await rows();
    expect(all.filter((r) => r.topic === AUTOMATION_WEBHOOK_TOPIC)).toHaveLength(1);
    expect(all.filter((r) => r.topic === "email")).toHaveLength(2);
  });
});

describe("the outbox worker", () => {
  it("delivers the automation webhook signed over its timestamp and raw body", async () => {
    const receiver = await startReceiver();
    closeReceiver = receiver.close;
    await queueAutomationWebhook(t.db, order);

    const counts = await deliverDueMessages({ db: t.db, handlers: automationHandlers(receiver.url), logger });

    expect(counts).toEqual({ claimed: 1, sent: 1, failed: 0 });
    const [delivery] = receiver.received;
    const timestamp = String(delivery?.headers["x-store-timestamp"]);
    const expected = createHmac("sha256", SECRET).update(`${timestamp}.${delivery?.body}`).digest("hex");
    expect(delivery?.headers["x-store-signature"]).toBe(`sha256=${expected}`);
    expect(delivery?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(delivery?.body ?? "")).toMatchObject({ order_id: "ord_public_1", total: 59.98 });
    const [row] = await rows();
    expect(delivery?.headers["x-store-delivery"]).toBe(row?.id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, result: { status: 200 } });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("retries with backoff while the receiver is down and delivers once it is back", async () => {
    const receiver = await startReceiver();
    closeReceiver = receiver.close;
    receiver.state.status = 503;
    const clock = manualClock();
    const options = { db: t.db, handlers: automationHandlers(receiver.url), logger, now: clock.now, random: () => 0.5 };
    await queueAutomationWebhook(t.db, order);

    expect(await deliverDueMessages(options)).toEqual({ claimed: 1, sent: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "automation webhook answered 503" });
    expect(row?.nextAttemptAt.getTime()).toBe(START.getTime() + 10_000);

    clock.advance(9_000);
    expect((await deliverDueMessages(options)).claimed).toBe(0);

    clock.advance(1_000);
    expect(await deliverDueMessages(options)).toMatchObject({ claimed: 1, failed: 1 });
    [row] = await rows();
    expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);

    receiver.state.status = 204;
    clock.advance(30_000);
    expect(await deliverDueMessages(options)).toMatchObject({ claimed: 1, sent: 1 });
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(receiver.received).toHaveLength(3);
  });

  it("treats a receiver that is not listening as a failure to retry", async () => {
    const receiver = await startReceiver();
    await receiver.close();
    await queueAutomationWebhook(t.db, order);
    const counts = await deliverDueMessages({ db: t.db, handlers: automationHandlers(receiver.url), logger });
    expect(counts.failed).toBe(1);
    const [row] = await rows();
    expect(row?.status).toBe("pending");
    expect(row?.lastError).toBeTruthy();
  });

  it("gives a message up as dead after its last attempt", async () => {
    const clock = manualClock();
    const handlers = { email: async () => Promise.reject(new Error("mail server refused")) };
    await enqueueOutboxMessage(t.db, { topic: "email", payload: {} });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect((await deliverDueMessages({ db: t.db, handlers, logger, now: clock.now })).claimed).toBe(1);
      clock.advance(24 * 3600_000);
    }
    expect((await deliverDueMessages({ db: t.db, handlers, logger, now: clock.now })).claimed).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS, lastError: "mail server refused" });
  });

  it("retries a topic it has no handler for, recording why", async () => {
    await enqueueOutboxMessage(t.db, { topic: "fax", payload: {} });
    await deliverDueMessages({ db: t.db, handlers: {}, logger });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", lastError: 'no handler for topic "fax"' });
  });

  it("writes an outcome again while the database does not take it, instead of leaving the message to its lease", async () => {
    await enqueueOutboxMessage(t.db, { topic: "email", payload: {} });
    // The claim goes through; the next two writes (the outcome) meet a database that is away.
    let updates = 0;
    const db = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== "update") return Reflect.get(target, property, receiver);
        return (table: typeof outboxMessages) => {
          updates += 1;
          if (updates === 2 || updates === 3) throw new Error("database away");
          return target.update(table);
        };
      },
    });
    await deliverDueMessages({ db, handlers: { email: async () => ({ delivered: true }) }, logger });
    expect(updates).toBe(4);
    expect(await rows()).toMatchObject([{ status: "sent", result: { delivered: true } }]);
  });

  it("marks the webhook sent with a note when no address is configured", async () => {
    await queueAutomationWebhook(t.db, order);
    await deliverDueMessages({ db: t.db, handlers: automationHandlers(""), logger });
    const [row] = await rows();
    expect(row?.status).toBe("sent");
    expect(row?.result).toEqual({ note: "AUTOMATION_WEBHOOK_URL is not set: nothing to deliver" });
  });

  it("takes a message from a worker that died mid-send back after its lease", async () => {
    const clock = manualClock();
    await enqueueOutboxMessage(t.db, { topic: "email", payload: {} });
    // The first process claims the message and never finishes the send (it crashed).
    let claimed!: () => void;
    const wasClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const hanging = {
      email: () => {
        claimed();
        return new Promise(() => {});
      },
    };
    void deliverDueMessages({ db: t.db, handlers: hanging, logger, now: clock.now });
    await wasClaimed;

    const sent: unknown[] = [];
    const handlers = { email: async (payload: unknown) => sent.push(payload) };
    clock.advance(60_000);
    expect((await deliverDueMessages({ db: t.db, handlers, logger, now: clock.now })).claimed).toBe(0);
    clock.advance(5 * 60_000);
    expect(await deliverDueMessages({ db: t.db, handlers, logger, now: clock.now })).toMatchObject({ sent: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends each message once when several workers poll at the same time", async () => {
    for (let n = 0; n < 25; n++) await enqueueOutboxMessage(t.db, { topic: "email", payload: { n } });
    const calls = new Map<number, number>();
    const handlers = {
      email: async (payload: unknown) => {
        const n = (payload as { n: number }).n;
        calls.set(n, (calls.get(n) ?? 0) + 1);
      },
    };
    const drain = async () => {
      while ((await deliverDueMessages({ db: t.db, handlers, logger, batchSize: 3 })).claimed > 0);
    };
    await Promise.all([drain(), drain(), drain()]);
    expect(calls.size).toBe(25);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect((await rows()).every((row) => row.status === "sent")).toBe(true);
  });
});

describe("startOutboxWorker", () => {
  async function waitForSent(id: string) {
    for (let i = 0; i < 200; i++) {
      const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      if (row?.status === "sent") return row;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("the message was not sent");
  }

  it("polls in the background, and a new worker after a restart picks up what is pending", async () => {
    const receiver = await startReceiver();
    closeReceiver = receiver.close;
    const handlers = automationHandlers(receiver.url);

    const first = startOutboxWorker({ db: t.db, handlers, logger, pollMs: 5 });
    await queueAutomationWebhook(t.db, order);
    const [queued] = await rows();
    await waitForSent(queued!.id);
    await first.stop();

    // Queued while no worker runs (the process is down), then the store starts again.
    await queueAutomationWebhook(t.db, { ...order, orderId: "ord_public_2" });
    const pending = (await rows()).find((row) => row.status === "pending");
    expect(pending).toBeDefined();
    const second = startOutboxWorker({ db: t.db, handlers, logger, pollMs: 5 });
    await waitForSent(pending!.id);
    await second.stop();

    expect(receiver.received.map((r) => JSON.parse(r.body).order_id)).toEqual(["ord_public_1", "ord_public_2"]);
  });
});

describe("pruneSentMessages", () => {
  it("deletes sent messages past the retention and keeps recent, pending and dead ones", async () => {
    const day = 24 * 3600_000;
    const now = new Date(START.getTime() + SENT_RETENTION_MS + day);
    await t.db.insert(outboxMessages).values([
      { topic: "email", payload: { n: "old" }, status: "sent", sentAt: START },
      { topic: "email", payload: { n: "recent" }, status: "sent", sentAt: new Date(now.getTime() - day) },
      { topic: "email", payload: { n: "dead" }, status: "dead" },
      { topic: "email", payload: { n: "pending" } },
      { topic: AUTOMATION_WEBHOOK_TOPIC, payload: { n: "old webhook" }, status: "sent", sentAt: START },
    ]);
    expect(await pruneSentMessages({ db: t.db, topics: ["email", AUTOMATION_WEBHOOK_TOPIC], now })).toBe(2);
    const left = (await rows()).map((row) => (row.payload as { n: string }).n).sort();
    expect(left).toEqual(["dead", "pending", "recent"]);
  });
});
