import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "~/lib/csv";
import { ORDERS_CSV_HEADER, orderCsvLine } from "~/lib/orders-csv";

describe("the order export's CSV cells", () => {
  it("quotes commas, quotes and line breaks, and leaves plain text alone", () => {
    expect(csvCell("Dallas")).toBe("Dallas");
    expect(csvCell("Fort Worth, TX")).toBe('"Fort Worth, TX"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvLine(["a", "b,c"])).toBe('a,"b,c"\r\n');
  });

  it("puts an apostrophe before a cell a spreadsheet would run as a formula", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell("=A1,B1")).toBe(`"'=A1,B1"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes an order's amounts as dollars from cents, the sales tax in its own column before the total", () => {
    const line = orderCsvLine({
      orderNumber: "CS-10001",
      createdAt: new Date("2026-03-01T09:05:00Z"),
      status: "paid",
      testMode: false,
      email: "dana@example.com",
      firstName: "Dana",
      lastName: "Rivera",
      deliveryMethod: "shipping",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      subtotalCents: 4999,
      shippingCents: 0,
      taxCents: 413,
      totalCents: 5412,
    });
    expect(line).toBe(
      "CS-10001,2026-03-01T09:05:00.000Z,paid,no,dana@example.com,Dana,Rivera,shipping,Austin,TX,78701,49.99,0.00,4.13,54.12\r\n",
    );
    expect(ORDERS_CSV_HEADER.slice(-3)).toEqual(["Shipping", "Tax", "Total"]);
  });
});
