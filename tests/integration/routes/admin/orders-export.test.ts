import { describe, expect, it, vi } from "vitest";
import { ORDERS_CSV_HEADER } from "~/lib/orders-csv";
import { loader } from "~/routes/admin/orders-export";
import { createClerk, pageRequest, withProcessDatabase } from "../../../support/admin";
import { withTestDatabase } from "../../../support/database";
import { insertOrders } from "../../../support/order-rows";

// A member is made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

describe("GET /admin/orders/export (the filtered order list as a CSV download)", () => {
  it("streams the filtered orders as text/csv: header, ISO UTC times, dollars from cents, safe cells", async () => {
    const clerk = await createClerk({ ...app, db: t.db });
    const [plain, risky] = await insertOrders(
      t.db,
      { createdAt: new Date("2026-03-01T09:05:00.123Z"), subtotalCents: 1250, shippingCents: 0, totalCents: 1250 },
      {
        createdAt: new Date("2026-03-02T10:00:00Z"),
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: "@SUM(A1)",
        city: "Fort Worth, TX",
        email: "+1@example.com",
        zipCode: "-76101",
        subtotalCents: 5,
        shippingCents: 699,
        totalCents: 704,
        deliveryMethod: "local",
        testMode: true,
        status: "paid",
      },
    );
    // Midnight of 1 April in Texas (CDT, UTC-5): the first instant after the last day asked for (decision 185).
    await insertOrders(t.db, { createdAt: new Date("2026-04-01T05:00:00Z") });

    const response = (await loader({
      request: pageRequest("/admin/orders/export?to=2026-03-31", { cookie: clerk.cookie }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe(ORDERS_CSV_HEADER.join(","));
    expect(lines[0]).toBe(
      "Order number,Placed at (UTC),Order state,Test order,Email,First name,Last name,Delivery method,City,State,ZIP,Subtotal,Shipping,Tax,Total",
    );
    expect(lines.slice(1)).toEqual([
      `${risky},2026-03-02T10:00:00.000Z,paid,yes,'+1@example.com,"'=HYPERLINK(""http://evil.example"")",'@SUM(A1),local,"Fort Worth, TX",TX,'-76101,0.05,6.99,0.00,7.04`,
      `${plain},2026-03-01T09:05:00.123Z,pending,no,dana.rivera@example.com,Dana,Rivera,shipping,Dallas,TX,75201,12.50,0.00,0.00,12.50`,
      "",
    ]);
  });

  it("refuses a day outside the store's years with a 400 and its reason, never a 500", async () => {
    const clerk = await createClerk({ ...app, db: t.db });
    const refusal = await loader({
      request: pageRequest("/admin/orders/export?to=0999-12-31", { cookie: clerk.cookie }),
      params: {},
      context: {},
    } as never).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ init: { status: 400 }, data: "Choose a year from 2000 to 2999." });
  });
});
