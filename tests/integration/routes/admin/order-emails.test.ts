import { describe, expect, it, vi } from "vitest";
import { action } from "~/routes/admin/order-emails";
import { createClerk, outcome, pageRequest, withProcessDatabase } from "../../../support/admin";
import { withTestDatabase } from "../../../support/database";
import { insertOrders } from "../../../support/order-rows";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

describe("/admin/orders/:orderNumber/emails", () => {
  it("sends the e-mail again and returns to the order with what was sent; a second click is a 429", async () => {
    const clerk = await createClerk({ ...app, db: t.db });
    const [orderNumber = ""] = await insertOrders(t.db, { status: "paid", paidAt: new Date() });
    const post = (form: Record<string, string>) =>
      outcome(async () =>
        action({
          request: pageRequest(`/admin/orders/${orderNumber}/emails`, { cookie: clerk.cookie, form }),
          params: { orderNumber },
          context: {},
        } as never),
      );

    expect(await post({ email: "invoice" })).toEqual({
      status: 400,
      data: { error: "Choose the e-mail to send again." },
    });
    expect(await post({ email: "shipping" })).toEqual({
      status: 409,
      data: { error: `Order ${orderNumber} has not been sent that e-mail, so there is nothing to send again.` },
    });
    const resent = new URLSearchParams({ resent: "Order confirmation sent again to dana.rivera@example.com." });
    expect(await post({ email: "confirmation" })).toEqual({
      status: 303,
      location: `/admin/orders/${orderNumber}?${resent}`,
    });
    expect(await post({ email: "confirmation" })).toEqual({
      status: 429,
      data: { error: "The order confirmation was sent again less than 5 minutes ago." },
    });
  });
});
