import { describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/admin/search";
import { createClerk, routeCaller, withProcessDatabase } from "../../../support/admin";
import { withTestDatabase } from "../../../support/database";
import { insertOrders } from "../../../support/order-rows";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

describe("/admin/search", () => {
  it("opens an order named exactly, and lists what anything else finds", async () => {
    const clerk = await createClerk({ ...app, db: t.db });
    const [orderNumber = ""] = await insertOrders(t.db, {});
    const search = (q: string) => routeCaller(loader, `/admin/search?${new URLSearchParams({ q })}`)(clerk.cookie);

    expect(await search(orderNumber.replace("CS-", "cs"))).toEqual({
      status: 302,
      location: `/admin/orders/${orderNumber}`,
    });
    expect(await search("rivera")).toMatchObject({
      status: 200,
      data: {
        isOwner: false,
        results: {
          searched: true,
          orders: [{ orderNumber }],
          customers: [{ email: "dana.rivera@example.com", hasAccount: false }],
        },
      },
    });
    // A number no order has is searched as text.
    expect(await search("CS-99999")).toMatchObject({ status: 200, data: { results: { searched: true, orders: [] } } });
    expect(await search("")).toMatchObject({ status: 200, data: { results: { q: "", searched: false } } });
  });
});
