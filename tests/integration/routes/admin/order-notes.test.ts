import { describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/admin/order";
import { action } from "~/routes/admin/order-notes";
import { createClerk, outcome, pageRequest, withProcessDatabase } from "../../../support/admin";
import { withTestDatabase } from "../../../support/database";
import { insertOrders } from "../../../support/order-rows";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

describe("/admin/orders/:orderNumber/notes", () => {
  it("adds the member's note and goes back to the order, which lists it; a bad note is a 400 with the reason", async () => {
    const clerk = await createClerk({ ...app, db: t.db });
    const [orderNumber = ""] = await insertOrders(t.db, {});
    const params = { orderNumber };
    const post = (form: Record<string, string>) =>
      outcome(async () =>
        action({
          request: pageRequest(`/admin/orders/${orderNumber}/notes`, { cookie: clerk.cookie, form }),
          params,
          context: {},
        } as never),
      );

    expect(await post({ body: "   " })).toEqual({ status: 400, data: { error: "Write the note first." } });
    expect(await post({ body: "x".repeat(2001) })).toEqual({
      status: 400,
      data: { error: "A note has at most 2,000 characters." },
    });
    expect(await post({ body: "  Gift wrap, please.  " })).toEqual({
      status: 303,
      location: `/admin/orders/${orderNumber}`,
    });
    const page = await outcome(async () =>
      loader({
        request: pageRequest(`/admin/orders/${orderNumber}`, { cookie: clerk.cookie }),
        params,
        context: {},
      } as never),
    );
    expect(page).toMatchObject({
      status: 200,
      data: { notes: [{ authorEmail: "clerk@example.com", body: "Gift wrap, please." }], emails: [] },
    });
  });
});
