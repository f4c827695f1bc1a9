import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, auditActionLabel, auditChanges } from "~/lib/audit";
import { auditFiltersSchema } from "~/lib/audit.schema";

describe("the audit log in words", () => {
  it("names each action in words, and shows a code it does not know yet as it is", () => {
    expect(auditActionLabel("tax.rate_set")).toBe("State tax rate set");
    expect(auditActionLabel("order.ship")).toBe("Order shipped");
    expect(auditActionLabel("staff.joined")).toBe("Member joined");
    expect(auditActionLabel("robot.woke")).toBe("robot.woke");
    expect(new Set(Object.values(AUDIT_ACTION_LABELS)).size).toBe(Object.keys(AUDIT_ACTION_LABELS).length);
  });

  it("sums up a row's change field by field, leaving out what stayed", () => {
    expect(auditChanges({ rate: "6.25%", shippingTaxable: true }, { rate: "6.3%", shippingTaxable: false })).toEqual([
      "rate: 6.25% → 6.3%",
      "shipping taxable: yes → no",
    ]);
    expect(auditChanges(null, { role: "staff" })).toEqual(["role: staff"]);
    expect(auditChanges({ rate: "7.25%", shippingTaxable: false }, null)).toEqual([
      "rate: 7.25% (removed)",
      "shipping taxable: no (removed)",
    ]);
    expect(auditChanges({ status: "paid" }, { status: "shipped", carrier: "usps", tags: [] })).toEqual([
      "status: paid → shipped",
      "carrier: usps",
      "tags: none",
    ]);
    expect(auditChanges({ name: "A", position: 1 }, { name: "A", position: 2 })).toEqual(["position: 1 → 2"]);
    expect(auditChanges({ shippedAt: "2026-03-02T16:00:00.000Z" }, null)).toEqual([
      "shipped at: Mar 2, 2026, 10:00 AM (removed)",
    ]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(null, { body: "x".repeat(200) })[0]).toHaveLength("body: ".length + 80);
  });
});

describe("the audit log's filters in the address", () => {
  const parse = (query: string) => auditFiltersSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));

  it("reads a member, an action and days, empty fields as none", () => {
    expect(parse("member=+Clerk@Example.com&action=order.ship&from=2026-03-01&to=2026-03-31").data).toEqual({
      member: "clerk@example.com",
      action: "order.ship",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    expect(parse("member=&action=&from=&to=&page=2").data).toEqual({});
  });

  it("refuses bad values with a reason", () => {
    const reason = (query: string) => parse(query).error?.issues[0]?.message;
    expect(reason("action=DROP TABLE")).toBe("There is no such action.");
    expect(reason("from=0999-12-31")).toBe("Choose a year from 2000 to 2999.");
    expect(reason("to=tomorrow")).toBe("Dates must be written as YYYY-MM-DD.");
    expect(reason("from=2026-03-02&to=2026-03-01")).toBe("The first day must not be after the last day.");
  });
});
