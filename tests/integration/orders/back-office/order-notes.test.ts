import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { auditLog, outboxMessages } from "~/.server/db/schema";
import { getAdminOrder } from "~/.server/orders/back-office/get-admin-order";
import { addOrderNote, listOrderNotes } from "~/.server/orders/back-office/order-notes";
import { resendShopperEmail } from "~/.server/orders/back-office/resend-shopper-email";
import { advanceOrder } from "~/.server/orders/fulfilment/advance-order";
import { getOrderDetails } from "~/.server/orders/lookup/get-order-details";
import { trackOrder } from "~/.server/orders/lookup/track-order";
import { listOrdersForAccount } from "~/.server/profiles/orders";
import { ORDER_NOTE_MAX_LENGTH } from "~/lib/order-notes";
import { insertProducts, PUBLIC_URL, placePaidOrder } from "../../../support/checkout-fixtures";
import { withTestDatabase } from "../../../support/database";

const t = withTestDatabase();
const packer = { userId: null, email: "packer@shop.example" };

/** A paid order through the real payment path (Dana's, dana@example.com). */
async function paidOrder(db: Database) {
  const { whey } = await insertProducts(db, { slug: "whey" });
  return placePaidOrder(db, [{ productId: whey, quantity: 1 }]);
}

describe("internal notes on an order", () => {
  it("adds a member's note with its audit row and lists the notes oldest first with who wrote them", async () => {
    const { orderNumber } = await paidOrder(t.db);
    const first = await addOrderNote({ db: t.db, orderNumber, body: "Called: collects on Friday.", actor: packer });
    expect(first).toMatchObject({ ok: true, note: { authorEmail: "packer@shop.example" } });
    await addOrderNote({
      db: t.db,
      orderNumber,
      body: "Friday came.\nNo show.",
      actor: { ...packer, email: "b@x.io" },
    });

    const notes = await listOrderNotes({ db: t.db, orderNumber });
    expect(notes.map(({ authorEmail, body }) => ({ authorEmail, body }))).toEqual([
      { authorEmail: "packer@shop.example", body: "Called: collects on Friday." },
      { authorEmail: "b@x.io", body: "Friday came.\nNo show." },
    ]);
    expect(notes[0]?.createdAt).toBeInstanceOf(Date);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.action, "order.note_added"));
    expect(trail.map((row) => [row.subject, row.actorEmail, row.after])).toEqual([
      [orderNumber, "packer@shop.example", { note: "Called: collects on Friday." }],
      [orderNumber, "b@x.io", { note: "Friday came.\nNo show." }],
    ]);
  });

  it("refuses an unknown order, and the table itself refuses an empty or overlong note", async () => {
    expect(await addOrderNote({ db: t.db, orderNumber: "CS-99999", body: "Hello", actor: packer })).toEqual({
      ok: false,
      reason: "Order CS-99999 was not found.",
      code: "not_found",
    });
    expect(await listOrderNotes({ db: t.db, orderNumber: "CS-99999" })).toEqual([]);
    const order = await paidOrder(t.db);
    for (const body of ["", "x".repeat(ORDER_NOTE_MAX_LENGTH + 1)]) {
      await expect(addOrderNote({ db: t.db, orderNumber: order.orderNumber, body, actor: packer })).rejects.toThrow();
    }
    expect(await listOrderNotes({ db: t.db, orderNumber: order.orderNumber })).toEqual([]);
    // Nothing half-written: the audit row went with the refused note.
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "order.note_added"))).toEqual([]);
  });

  it("never reaches the shopper: not in tracking, the order's page, the account, e-mails or the automation webhook", async () => {
    const order = await paidOrder(t.db);
    const { orderNumber } = order;
    const secret = "Staff only: customer was rude on the phone";
    await addOrderNote({ db: t.db, orderNumber, body: secret, actor: packer });
    // Everything that sends the shopper or the automation something after the note was written.
    await advanceOrder({ db: t.db, publicUrl: PUBLIC_URL, orderNumber, action: "pack", actor: packer });
    const shipment = { carrier: "ups", trackingNumber: "1Z999AA10123456784" } as const;
    await advanceOrder({ db: t.db, publicUrl: PUBLIC_URL, orderNumber, action: "ship", actor: packer, shipment });
    await resendShopperEmail({ db: t.db, publicUrl: PUBLIC_URL, orderNumber, kind: "confirmation", actor: packer });

    const seen = [
      await trackOrder({ db: t.db, orderNumber, email: "dana@example.com" }),
      await getOrderDetails({ db: t.db, publicId: order.publicId }),
      await listOrdersForAccount({ db: t.db, email: "dana@example.com" }),
      await t.db.select({ topic: outboxMessages.topic, payload: outboxMessages.payload }).from(outboxMessages),
    ];
    expect(seen[0]).not.toBeNull();
    expect(seen[2]).toHaveLength(1);
    expect((seen[3] as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(seen)).not.toContain("rude");
    // The back office's own view has it, in the audit trail.
    expect(JSON.stringify(await getAdminOrder({ db: t.db, orderNumber }))).toContain("rude");
  });
});
