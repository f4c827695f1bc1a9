import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendContactMessage } from "~/.server/contact/send-contact-message";
import { contactMessages, outboxMessages } from "~/.server/db/schema";
import { EMAIL_TOPIC, emailMessageSchema } from "~/.server/mail/message";
import type { RateLimitStore } from "~/.server/rate-limit/check-rate-limits";
import { createDatabaseRateLimitStore } from "~/.server/rate-limit/database-store";
import { CONTACT_RATE_LIMIT } from "~/lib/contact";
import type { ContactField } from "~/lib/contact.schema";
import { withTestDatabase } from "../../support/database";
import { rateLimitStores } from "../../support/rate-limit-stores";

const t = withTestDatabase();
const stores = rateLimitStores(t);
const STORE_EMAIL = "store@shop.example";

type Submission = { values: Record<ContactField, string>; honeypot: string };

function form(changes: Partial<Record<ContactField, string>> = {}, honeypot = ""): Submission {
  const values = {
    name: "Dana Rivera",
    email: "dana@example.com",
    subject: "Where is my order?",
    message: "Hello,\n\nmy order CS-10001 has not arrived yet.",
    ...changes,
  };
  return { values, honeypot };
}

/** Sends from 203.0.113.7 on the test database's counters unless told otherwise. */
function send(submission: Submission, client: { ip?: string; store?: RateLimitStore } = { ip: "203.0.113.7" }) {
  return sendContactMessage({
    ...submission,
    clientIp: client.ip,
    storeEmail: STORE_EMAIL,
    db: t.db,
    rateLimitStore: client.store ?? createDatabaseRateLimitStore(t.db),
  });
}

async function queuedEmails() {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows.map((row) => emailMessageSchema.parse(row.payload));
}

describe("sendContactMessage", () => {
  it("stores the message and queues an e-mail to the store", async () => {
    const outcome = await send(form());
    expect(outcome).toEqual({ status: 200, result: { status: "sent", name: "Dana Rivera" } });

    const stored = await t.db.select().from(contactMessages);
    expect(stored).toMatchObject([{ name: "Dana Rivera", email: "dana@example.com", subject: "Where is my order?" }]);
    const [email, ...others] = await queuedEmails();
    expect(others).toEqual([]);
    expect(email?.to).toBe(STORE_EMAIL);
    expect(email?.replyTo).toBe("dana@example.com");
    expect(email?.subject).toBe("Contact form: Where is my order?");
    expect(email?.text).toContain("From: Dana Rivera <dana@example.com>");
    expect(email?.text).toContain("my order CS-10001 has not arrived yet.");
    expect(email?.html).toContain("&lt;dana@example.com&gt;");
  });

  it("answers field errors with the values back, and stores nothing", async () => {
    const outcome = await send(form({ name: "", email: "not-an-address", message: "Hi" }));
    expect(outcome.status).toBe(400);
    expect(outcome.result).toMatchObject({
      status: "invalid",
      fieldErrors: {
        name: "Please enter your name.",
        email: "Please enter a valid email address.",
        message: "Your message must be at least 10 characters.",
      },
      values: { email: "not-an-address", subject: "Where is my order?" },
    });
    expect(await t.db.$count(contactMessages)).toBe(0);
    expect(await queuedEmails()).toEqual([]);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const outcome = await send(form({}, "https://spam.example"));
    expect(outcome).toEqual({ status: 200, result: { status: "sent", name: "Dana Rivera" } });
    expect(await t.db.$count(contactMessages)).toBe(0);
    expect(await queuedEmails()).toEqual([]);
  });

  it("does not count invalid attempts against the limit", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit + 2; i++) expect((await send(form({ email: "" }))).status).toBe(400);
    expect((await send(form())).status).toBe(200);
  });
});

describe.each(stores)("the contact form's limit with counters in the $name", ({ available, make }) => {
  it.skipIf(!available)(
    `allows ${CONTACT_RATE_LIMIT.limit} messages an hour per address, then answers 429`,
    async () => {
      const store = make();
      for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
        expect((await send(form(), { ip: "203.0.113.7", store })).status).toBe(200);
      }

      const refused = await send(form({ subject: "One more" }), { ip: "203.0.113.7", store });
      expect(refused.status).toBe(429);
      expect(refused.result).toMatchObject({ status: "limited", values: { subject: "One more" } });
      if (refused.result.status === "limited") expect(refused.result.message).toMatch(/wait \d+ minutes?/);
      expect(await t.db.$count(contactMessages)).toBe(CONTACT_RATE_LIMIT.limit);
      expect(await queuedEmails()).toHaveLength(CONTACT_RATE_LIMIT.limit);

      // Another address has its own allowance.
      expect((await send(form(), { ip: "198.51.100.20", store })).status).toBe(200);
    },
  );

  it.skipIf(!available)("puts messages without a client address in no shared counter", async () => {
    const store = make();
    for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) expect((await send(form(), { store })).status).toBe(200);
    expect((await send(form(), { ip: "203.0.113.7", store })).status).toBe(200);
  });
});
