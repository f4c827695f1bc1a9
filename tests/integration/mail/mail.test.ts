import { createServer, type Socket } from "node:net";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "~/.server/db/schema";
import { loadDevMailbox } from "~/.server/mail/dev-mailbox";
import { queueEmail } from "~/.server/mail/queue";
import { renderEmail } from "~/.server/mail/render";
import { createMailTransport, createMailTransportFromEnv } from "~/.server/mail/transport";
import { deliverDueMessages } from "~/.server/outbox/worker";
import { escapeHtml } from "~/lib/html";
import { createEmailHandler } from "../../../server/outbox-handlers";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
const logger = pino({ level: "silent" });
const LOCAL = "http://localhost:3000";

function developmentHandlers() {
  return { email: createEmailHandler(createMailTransport({ from: "Store <no-reply@store.example>" })) };
}

/** Just enough of an SMTP server (RFC 5321) to accept one message over a plain connection. */
async function startSmtpReceiver() {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = "";
    let inData = false;
    let data = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString();
      let end = buffer.indexOf("\r\n");
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\r\n");
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push(data);
            socket.write("250 OK queued\r\n");
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
        else if (/^DATA/i.test(line)) {
          inData = true;
          data = "";
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((r) => server.close(r)) };
}

describe("queueEmail and the development mailbox", () => {
  it("queues in the caller's transaction: a rollback sends nothing", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queueEmail(tx, { to: "ada@example.com", subject: "Hi", text: "Hello" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await t.db.$count(outboxMessages)).toBe(0);
  });

  it("delivers into the database and /dev/mail lists the messages newest first", async () => {
    await queueEmail(t.db, { to: "ada@example.com", subject: "First", text: "One" });
    await queueEmail(t.db, {
      to: "bob@example.com",
      subject: "Verify your e-mail",
      text: "Open http://localhost:3000/verify?token=abc to verify.",
      dedupeKey: "verify:bob",
    });
    await queueEmail(t.db, { to: "bob@example.com", subject: "Duplicate", text: "x", dedupeKey: "verify:bob" });

    expect(await deliverDueMessages({ db: t.db, handlers: developmentHandlers(), logger })).toMatchObject({ sent: 2 });

    const messages = await loadDevMailbox({ db: t.db, publicUrl: LOCAL, fromLoopback: true });
    expect(messages?.map((m) => m.subject)).toEqual(["Verify your e-mail", "First"]);
    expect(messages?.[0]).toMatchObject({
      to: "bob@example.com",
      text: "Open http://localhost:3000/verify?token=abc to verify.",
      status: "sent",
    });
    const rows = await t.db.select().from(outboxMessages);
    expect(rows.every((row) => (row.result as { transport: string }).transport === "development")).toBe(true);
  });

  it("lists mail that no worker has delivered yet (npm run dev runs none)", async () => {
    await queueEmail(t.db, { to: "ada@example.com", subject: "Waiting", text: "..." });
    const messages = await loadDevMailbox({ db: t.db, publicUrl: "http://127.0.0.1:5173", fromLoopback: true });
    expect(messages?.[0]).toMatchObject({ subject: "Waiting", status: "pending" });
  });

  it("is shut on a store whose public address is not local", async () => {
    await queueEmail(t.db, { to: "ada@example.com", subject: "Reset your password", text: "secret link" });
    expect(await loadDevMailbox({ db: t.db, publicUrl: "https://shop.example.com", fromLoopback: true })).toBeNull();
  });

  it("is shut to a connection from another machine, even on a localhost store", async () => {
    await queueEmail(t.db, { to: "ada@example.com", subject: "Reset your password", text: "secret link" });
    expect(await loadDevMailbox({ db: t.db, publicUrl: LOCAL, fromLoopback: false })).toBeNull();
  });
});

describe("the SMTP transport", () => {
  it("sends queued mail through SMTP_URL with MAIL_FROM as the sender", async () => {
    const smtp = await startSmtpReceiver();
    try {
      const transport = createMailTransport({ smtpUrl: smtp.url, from: "Charge <orders@store.example>" });
      const rendered = renderEmail({ heading: "Thanks", paragraphs: ["Your order is in."] });
      await queueEmail(t.db, {
        to: "ada@example.com",
        replyTo: "help@store.example",
        subject: "Order 1001",
        ...rendered,
      });
      const counts = await deliverDueMessages({ db: t.db, handlers: { email: createEmailHandler(transport) }, logger });
      expect(counts).toMatchObject({ sent: 1 });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain("Subject: Order 1001");
      expect(smtp.messages[0]).toContain("From: Charge <orders@store.example>");
      expect(smtp.messages[0]).toContain("To: ada@example.com");
      expect(smtp.messages[0]).toContain("Reply-To: help@store.example");
      const [row] = await t.db.select().from(outboxMessages);
      expect(row?.result).toMatchObject({ transport: "smtp" });
    } finally {
      await smtp.close();
    }
  });

  it("warns at start when a public store has no SMTP server", () => {
    const warnings: unknown[] = [];
    const spy = Object.assign(pino({ level: "silent" }), { warn: (...args: unknown[]) => warnings.push(args) });
    const publicStore = { PUBLIC_URL: "https://shop.example.com", MAIL_FROM: "Store <a@store.example>" };
    createMailTransportFromEnv(publicStore, spy);
    createMailTransportFromEnv({ ...publicStore, PUBLIC_URL: LOCAL }, spy);
    createMailTransportFromEnv({ ...publicStore, SMTP_URL: "smtp://mail.example.com:25" }, spy);
    expect(warnings).toHaveLength(1);
  });
});

describe("renderEmail", () => {
  it("escapes every piece of text and keeps text and HTML saying the same", () => {
    const email = renderEmail({
      heading: "Hi <Ada>",
      paragraphs: ['Tom & "Jerry"'],
      action: { label: "Verify", url: "https://shop.example.com/verify?a=1&b=<2>" },
      footer: "<script>x</script>",
    });
    expect(email.html).toContain("Hi &lt;Ada&gt;");
    expect(email.html).toContain("Tom &amp; &quot;Jerry&quot;");
    expect(email.html).toContain('href="https://shop.example.com/verify?a=1&amp;b=%3C2%3E"');
    expect(email.html).not.toContain("<script>");
    expect(email.text).toBe(
      'Hi <Ada>\n\nTom & "Jerry"\n\nVerify: https://shop.example.com/verify?a=1&b=%3C2%3E\n\n<script>x</script>\n',
    );
  });

  it("refuses links that are not http(s)", () => {
    expect(() =>
      renderEmail({ heading: "x", paragraphs: [], action: { label: "x", url: "javascript:alert(1)" } }),
    ).toThrow();
    expect(escapeHtml(`'`)).toBe("&#39;");
  });
});
