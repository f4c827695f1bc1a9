import { describe, expect, it } from "vitest";
import { listAuditEntries, listAuditMembers } from "~/.server/audit/audit-log";
import { auditLog } from "~/.server/db/schema";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

/** One row a member wrote at an instant. */
function row(actorEmail: string, action: string, createdAt: string) {
  return { actorUserId: null, actorEmail, action, subject: "CS-1", createdAt: new Date(createdAt) };
}

describe("the audit log's filters", () => {
  it("finds one member's rows, one action's, and days of the store's calendar", async () => {
    await t.db.insert(auditLog).values([
      row("owner@example.com", "tax.rate_set", "2026-03-01T05:59:00Z"), // Feb 28, 11:59 p.m. in Texas
      row("owner@example.com", "order.ship", "2026-03-01T06:00:00Z"), // Mar 1, midnight in Texas
      row("clerk@example.com", "order.ship", "2026-03-02T12:00:00Z"),
      row("clerk@example.com", "order.pack", "2026-03-03T05:59:00Z"), // Mar 2, 11:59 p.m. in Texas
      row("clerk@example.com", "order.pack", "2026-03-03T06:00:00Z"),
    ]);
    const actions = async (filters: Parameters<typeof listAuditEntries>[0]["filters"]) => {
      const { items, pageCount } = await listAuditEntries({ page: 1, filters, db: t.db });
      return { pageCount, rows: items.map((item) => `${item.actorEmail} ${item.action}`) };
    };
    expect((await actions({ member: "clerk@example.com" })).rows).toEqual([
      "clerk@example.com order.pack",
      "clerk@example.com order.pack",
      "clerk@example.com order.ship",
    ]);
    expect((await actions({ action: "order.ship" })).rows).toEqual([
      "clerk@example.com order.ship",
      "owner@example.com order.ship",
    ]);
    expect((await actions({ from: "2026-03-01", to: "2026-03-02" })).rows).toEqual([
      "clerk@example.com order.pack",
      "clerk@example.com order.ship",
      "owner@example.com order.ship",
    ]);
    expect(await actions({ member: "owner@example.com", action: "order.pack" })).toEqual({ pageCount: 1, rows: [] });
    expect((await actions({})).rows).toHaveLength(5);
    expect(await listAuditMembers({ db: t.db })).toEqual(["clerk@example.com", "owner@example.com"]);
  });
});
