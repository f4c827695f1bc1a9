import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerContactMessage, setContactMessageStatus } from "~/.server/contact/answer-contact-message";
import { countContactMessages, getContactThread, listContactMessages } from "~/.server/contact/contact-inbox";
import { auditLog, contactMessages, outboxMessages } from "~/.server/db/schema";
import { EMAIL_TOPIC, emailMessageSchema } from "~/.server/mail/message";
import { ADMIN_PAGE_SIZE } from "~/lib/admin";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
const STORE_EMAIL = "store@shop.example";
const actor = { userId: null, email: "owner@shop.example" };

async function receive(subject: string, createdAt = new Date()) {
  const [row] = await t.db
    .insert(contactMessages)
    .values({
      name: "Dana Rivera",
      email: "dana@example.com",
      subject,
      message: "Hello,\n\nwhere is CS-10001?",
      createdAt,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("no message stored");
  return row.id;
}

async function queuedEmails() {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows.map((row) => emailMessageSchema.parse(row.payload));
}

function answer(id: string, body: string) {
  return answerContactMessage({ id, body, actor, storeEmail: STORE_EMAIL, db: t.db });
}

describe("the contact inbox", () => {
  it("lists new messages newest first, pages them, and counts each state", async () => {
    const start = Date.UTC(2026, 10, 1);
    for (let n = 0; n <= ADMIN_PAGE_SIZE; n++) await receive(`Question ${n}`, new Date(start + n * 60_000));
    const first = await listContactMessages({ status: "new", page: 1, db: t.db });
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ subject: `Question ${ADMIN_PAGE_SIZE}`, status: "new", replyCount: 0 });
    const second = await listContactMessages({ status: "new", page: 2, db: t.db });
    expect(second.items.map((item) => item.subject)).toEqual(["Question 0"]);
    expect(await countContactMessages({ db: t.db })).toEqual({ new: ADMIN_PAGE_SIZE + 1, answered: 0, closed: 0 });
  });

  it("answers in one transaction: the thread, the state, the e-mail with Reply-To the shop, the audit row", async () => {
    const id = await receive("Where is my order?");
    expect(await answer(id, "Hi Dana,\n\nit left today.")).toEqual({ ok: true, to: "dana@example.com" });
    expect(await answer(id, "Tracking: 1Z999")).toEqual({ ok: true, to: "dana@example.com" });

    const thread = await getContactThread({ id, db: t.db });
    expect(thread).toMatchObject({ status: "answered", replyCount: 2, message: "Hello,\n\nwhere is CS-10001?" });
    expect(thread?.replies.map((reply) => [reply.body, reply.staffEmail])).toEqual([
      ["Hi Dana,\n\nit left today.", actor.email],
      ["Tracking: 1Z999", actor.email],
    ]);
    const emails = await queuedEmails();
    expect(emails).toHaveLength(2);
    expect(emails[0]).toMatchObject({
      to: "dana@example.com",
      replyTo: STORE_EMAIL,
      subject: "Re: Where is my order?",
    });
    expect(emails[0]?.text).toContain("it left today.");
    expect(emails[0]?.text).toContain("> where is CS-10001?");
    const audit = await t.db.select().from(auditLog);
    expect(audit.map((row) => row.action)).toEqual(["message.answered", "message.answered"]);
    expect(await countContactMessages({ db: t.db })).toEqual({ new: 0, answered: 1, closed: 0 });
  });

  it("closes and reopens a message, and answering a closed one makes it answered again", async () => {
    const id = await receive("Re: Returns");
    expect(await setContactMessageStatus({ id, status: "closed", actor, db: t.db })).toEqual({ ok: true });
    expect((await listContactMessages({ status: "closed", page: 1, db: t.db })).items.map((m) => m.id)).toEqual([id]);
    expect(await setContactMessageStatus({ id, status: "new", actor, db: t.db })).toEqual({ ok: true });
    expect((await getContactThread({ id, db: t.db }))?.status).toBe("new");
    await setContactMessageStatus({ id, status: "closed", actor, db: t.db });
    await answer(id, "One more thing.");
    expect((await getContactThread({ id, db: t.db }))?.status).toBe("answered");
    // A subject that already starts with Re: gets no second one.
    expect((await queuedEmails())[0]?.subject).toBe("Re: Returns");
    const actions = (await t.db.select().from(auditLog)).map((row) => row.action).sort();
    expect(actions).toEqual(["message.answered", "message.closed", "message.closed", "message.reopened"]);
  });

  it("finds nothing for an unknown or malformed id, and changes nothing", async () => {
    for (const id of ["0f0e7a8c-2b7e-4c1e-9d55-3c1d2a9b8e71", "not-a-uuid", "' or 1=1 --"]) {
      expect(await getContactThread({ id, db: t.db })).toBeNull();
    }
    const missing = "0f0e7a8c-2b7e-4c1e-9d55-3c1d2a9b8e71";
    expect(await answer(missing, "Hello")).toEqual({ ok: false, reason: "This message no longer exists." });
    expect(await setContactMessageStatus({ id: missing, status: "closed", actor, db: t.db })).toMatchObject({
      ok: false,
    });
    expect(await queuedEmails()).toEqual([]);
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });
});
