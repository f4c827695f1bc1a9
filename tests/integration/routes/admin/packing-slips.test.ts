import { describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/admin/packing-slips";
import { createClerk, outcome, pageRequest, withProcessDatabase } from "../../../support/admin";
import { withTestDatabase } from "../../../support/database";
import { insertOrders } from "../../../support/order-rows";

// A member is made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

describe("/admin/orders/packing-slips", () => {
  it("gives a slip per named order, in the order named: address and lines, no prices", async () => {
    const member = await createClerk({ ...app, db: t.db });
    const placedAt = new Date("2026-03-01T10:00:00Z");
    const [dana, lee] = await insertOrders(
      t.db,
      { createdAt: placedAt, phone: "+1 325 555 0100" },
      { createdAt: placedAt, firstName: "Lee", lastName: "Park", address: "9 Elm St", deliveryMethod: "local" },
    );
    const query = new URLSearchParams([
      ["order", lee as string],
      ["order", "CS-999999"],
      ["order", dana as string],
    ]);
    const answer = await outcome(async () =>
      loader({
        request: pageRequest(`/admin/orders/packing-slips?${query}`, { cookie: member.cookie }),
        params: {},
        context: {},
      } as never),
    );
    const slip = {
      createdAt: placedAt,
      city: "Dallas",
      state: "TX",
      zipCode: "75201",
      country: "US",
      lines: [{ title: "Whey Protein", flavor: "Vanilla", quantity: 2 }],
    };
    expect(answer).toEqual({
      status: 200,
      data: {
        slips: [
          { ...slip, orderNumber: lee, name: "Lee Park", address: "9 Elm St", phone: null, deliveryMethod: "local" },
          {
            ...slip,
            orderNumber: dana,
            name: "Dana Rivera",
            address: "1 Oak Ave",
            phone: "+1 325 555 0100",
            deliveryMethod: "shipping",
          },
        ],
      },
    });
  });
});
