import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { auditLog, outboxMessages } from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { listResendableEmails, resendShopperEmail } from "~/.server/orders/back-office/resend-shopper-email";
import { createOrder } from "~/.server/orders/checkout/create-order";
import { advanceOrder } from "~/.server/orders/fulfilment/advance-order";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import { RESEND_INTERVAL_MINUTES } from "~/lib/shopper-emails";
import { SITE_NAME } from "~/lib/site";
import { insertProducts, PUBLIC_URL, submission } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

const t = withTestDatabase();
const packer = { userId: null, email: "packer@shop.example" };

/** A local-delivery order (Dana's, in San Angelo), placed and, unless told otherwise, paid. */
async function order(db: Database, paid = true) {
  const { whey } = await insertProducts(db, { slug: "whey" });
  const customer = { city: "San Angelo", state: "TX", zipCode: "76901" };
  const created = await createOrder({
    db,
    submission: submission([{ productId: whey, quantity: 1 }], { customer, deliveryMethod: "local" }),
    provider: "test",
    testMode: true,
  });
  if (paid) {
    await applyPaymentEvent({
      db,
      provider: "test",
      event: { eventId: "evt-1", orderId: created.order.publicId, status: "paid", occurredAt: new Date() },
      publicUrl: PUBLIC_URL,
      storeEmail: "store@shop.example",
    });
  }
  return created.order.orderNumber;
}

function resend(orderNumber: string, kind: "confirmation" | "shipping", now?: Date) {
  return resendShopperEmail({ db: t.db, publicUrl: PUBLIC_URL, orderNumber, kind, actor: packer, now });
}

async function shopperEmails(orderNumber: string) {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === "dana@example.com" && mail.subject.includes(orderNumber))
    .map((mail) => mail.subject);
}

describe("resending the shopper's e-mail from the back office", () => {
  it("offers nothing for an unpaid order, and refuses what the shopper was never sent", async () => {
    const orderNumber = await order(t.db, false);
    expect(await listResendableEmails({ db: t.db, orderNumber })).toEqual([]);
    expect(await resend(orderNumber, "confirmation")).toEqual({
      ok: false,
      reason: `Order ${orderNumber} has not been sent that e-mail, so there is nothing to send again.`,
      code: "unavailable",
    });
    expect(await resend("CS-99999", "confirmation")).toMatchObject({ ok: false, code: "not_found" });
    expect(await shopperEmails(orderNumber)).toEqual([]);
  });

  it("queues the confirmation again through the outbox with an audit row, once in five minutes", async () => {
    const orderNumber = await order(t.db);
    expect(await listResendableEmails({ db: t.db, orderNumber })).toEqual([
      { kind: "confirmation", label: "Order confirmation", to: "dana@example.com", lastResentAt: null },
    ]);
    // Two clicks at once: the order's lock lets one through, the other is told.
    const [first, second] = await Promise.all([
      resend(orderNumber, "confirmation"),
      resend(orderNumber, "confirmation"),
    ]);
    const answers = [first, second].sort((a, b) => Number(b?.ok) - Number(a?.ok));
    expect(answers).toEqual([
      { ok: true, message: "Order confirmation sent again to dana@example.com." },
      {
        ok: false,
        reason: `The order confirmation was sent again less than ${RESEND_INTERVAL_MINUTES} minutes ago.`,
        code: "too_soon",
      },
    ]);
    const confirmed = `[TEST] Your ${SITE_NAME} order ${orderNumber} is confirmed`;
    expect(await shopperEmails(orderNumber)).toEqual([confirmed, confirmed]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, orderNumber), eq(auditLog.action, "order.email_resent")));
    expect(audit).toMatchObject({
      actorEmail: "packer@shop.example",
      after: { email: "confirmation", to: "dana@example.com", subject: confirmed },
    });
    const [listed] = await listResendableEmails({ db: t.db, orderNumber });
    expect(listed?.lastResentAt).toEqual(audit?.createdAt);

    const later = new Date(Date.now() + (RESEND_INTERVAL_MINUTES + 1) * 60_000);
    expect(await resend(orderNumber, "confirmation", later)).toMatchObject({ ok: true });
    expect(await shopperEmails(orderNumber)).toHaveLength(3);
  });

  it("sends the latest shipping e-mail again: out for delivery, then delivered", async () => {
    const orderNumber = await order(t.db);
    expect(await resend(orderNumber, "shipping")).toMatchObject({ ok: false, code: "unavailable" });
    await advanceOrder({ db: t.db, publicUrl: PUBLIC_URL, orderNumber, action: "send_out", actor: packer });
    expect((await listResendableEmails({ db: t.db, orderNumber })).map((email) => email.label)).toEqual([
      "Order confirmation",
      "Shipping e-mail: Out for delivery",
    ]);
    await advanceOrder({ db: t.db, publicUrl: PUBLIC_URL, orderNumber, action: "deliver", actor: packer });
    expect(await resend(orderNumber, "shipping")).toEqual({
      ok: true,
      message: "Shipping e-mail: Delivered sent again to dana@example.com.",
    });
    // The confirmation has an interval of its own.
    expect(await resend(orderNumber, "confirmation")).toMatchObject({ ok: true });
    const delivered = `[TEST] Your ${SITE_NAME} order ${orderNumber} was delivered`;
    expect((await shopperEmails(orderNumber)).filter((subject) => subject === delivered)).toHaveLength(2);
  });
});
