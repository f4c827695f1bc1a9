import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outboxMessages } from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { getStoreEmail } from "~/.server/settings/store-settings";
import { listLowStock, queueLowStockReport, setLowStockThreshold } from "~/.server/stock/low-stock";
import { insertProducts, PUBLIC_URL, setStock, variantOf } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
const actor = { userId: null, email: "clerk@example.com" };

/** 2026-03-10 in Texas (UTC-5 in March after the 8th): 06:59 and 07:00 there. */
const beforeSeven = new Date("2026-03-10T11:59:00Z");
const atSeven = new Date("2026-03-10T12:00:00Z");
const nextMorning = new Date("2026-03-11T12:30:00Z");

async function reports() {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows
    .filter((row) => row.dedupeKey?.startsWith("low-stock-report:"))
    .map((row) => ({ key: row.dedupeKey, ...(row.payload as { to: string; subject: string; text: string }) }));
}

async function lowStockStore() {
  return insertProducts(
    t.db,
    { slug: "gone", title: "Gone", stock: 0 },
    { slug: "few", title: "Few", stock: 3 },
    { slug: "at-level", title: "At Level", stock: 5 },
    { slug: "six", title: "Six", stock: 6 },
    // 4 Mango and 3 Lime: each flavour is its own line (decision 180).
    { slug: "bcaa", title: "BCAA", flavors: ["Mango", "Lime"], stock: 7 },
    { slug: "archived", title: "Archived", stock: 1, archivedAt: new Date() },
  );
}

describe("low-stock alerts (decision 175)", () => {
  it("lists the products in the store at or under their level, fewest first", async () => {
    const ids = await lowStockStore();
    expect(await listLowStock({ db: t.db })).toEqual([
      { productId: ids.gone, title: "Gone", sku: "GONE", stock: 0, lowStockThreshold: 5 },
      { productId: ids.bcaa, title: "BCAA (Lime)", sku: "BCAA--LIME", stock: 3, lowStockThreshold: 5 },
      { productId: ids.few, title: "Few", sku: "FEW", stock: 3, lowStockThreshold: 5 },
      { productId: ids.bcaa, title: "BCAA (Mango)", sku: "BCAA--MANGO", stock: 4, lowStockThreshold: 5 },
      { productId: ids["at-level"], title: "At Level", sku: "AT-LEVEL", stock: 5, lowStockThreshold: 5 },
    ]);
    expect((await listLowStock({ db: t.db, limit: 2 })).map((line) => line.sku)).toEqual(["GONE", "BCAA--LIME"]);

    expect(await setLowStockThreshold({ productId: ids.six, threshold: 6, actor, db: t.db })).toEqual({
      ok: true,
      title: "Six",
    });
    expect(await setLowStockThreshold({ productId: ids["at-level"], threshold: 0, actor, db: t.db })).toMatchObject({
      ok: true,
    });
    expect((await listLowStock({ db: t.db })).map((line) => line.title)).toEqual([
      "Gone",
      "BCAA (Lime)",
      "Few",
      "BCAA (Mango)",
      "Six",
    ]);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "stock.alert_level_set"));
    expect(audit.map((row) => [row.subject, row.before, row.after])).toEqual(
      expect.arrayContaining([
        ["product six", { lowStockThreshold: 5 }, { lowStockThreshold: 6 }],
        ["product at-level", { lowStockThreshold: 5 }, { lowStockThreshold: 0 }],
      ]),
    );
  });

  it("gives a flavour its own level, which the e-mail uses, and gives it the product's again (decision 183)", async () => {
    const ids = await lowStockStore();
    const [mango, lime] = await Promise.all([variantOf(t.db, ids.bcaa, "Mango"), variantOf(t.db, ids.bcaa, "Lime")]);
    // Mango (4) is reordered at 10, Lime (3) only when out; the product's level, 5, is the others'.
    const set = (variantId: string, threshold: number | null) =>
      setLowStockThreshold({ productId: ids.bcaa, variantId, threshold, actor, db: t.db });
    expect(await set(mango, 10)).toEqual({ ok: true, title: "BCAA (Mango)" });
    expect(await set(lime, 0)).toEqual({ ok: true, title: "BCAA (Lime)" });
    const bcaaLines = async () => (await listLowStock({ db: t.db })).filter((line) => line.sku.startsWith("BCAA"));
    const mangoLine = {
      productId: ids.bcaa,
      title: "BCAA (Mango)",
      sku: "BCAA--MANGO",
      stock: 4,
      lowStockThreshold: 10,
    };
    expect(await bcaaLines()).toEqual([mangoLine]);

    // The product's own level moves the flavours without one only.
    await setLowStockThreshold({ productId: ids.bcaa, threshold: 2, actor, db: t.db });
    expect((await bcaaLines()).map((line) => line.title)).toEqual(["BCAA (Mango)"]);
    expect(await set(lime, null)).toEqual({ ok: true, title: "BCAA (Lime)" });
    await setLowStockThreshold({ productId: ids.bcaa, threshold: 3, actor, db: t.db });
    expect(await bcaaLines()).toEqual([
      { productId: ids.bcaa, title: "BCAA (Lime)", sku: "BCAA--LIME", stock: 3, lowStockThreshold: 3 },
      mangoLine,
    ]);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "stock.alert_level_set"));
    expect(audit.map((row) => [row.subject, row.before, row.after])).toEqual(
      expect.arrayContaining([
        ["variant BCAA--MANGO", { lowStockThreshold: null }, { lowStockThreshold: 10 }],
        ["variant BCAA--LIME", { lowStockThreshold: 0 }, { lowStockThreshold: null }],
      ]),
    );
  });

  it("refuses another product's flavour, and no level for a product", async () => {
    const ids = await lowStockStore();
    const mango = await variantOf(t.db, ids.bcaa, "Mango");
    expect(await setLowStockThreshold({ productId: ids.few, variantId: mango, threshold: 3, actor, db: t.db })).toEqual(
      {
        ok: false,
        reason: "That flavor is no longer offered.",
      },
    );
    expect(await setLowStockThreshold({ productId: ids.few, threshold: null, actor, db: t.db })).toEqual({
      ok: false,
      reason: "A product's alert level is a number of units.",
    });
    expect((await listLowStock({ db: t.db })).map((line) => line.lowStockThreshold)).toEqual([5, 5, 5, 5, 5]);
  });

  it("refuses an unknown product", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await setLowStockThreshold({ productId: missing, threshold: 3, actor, db: t.db })).toEqual({
      ok: false,
      reason: "That product no longer exists.",
    });
  });

  it("e-mails the store once a day from 7 a.m. in Texas, however often it is asked", async () => {
    await lowStockStore();
    expect(await queueLowStockReport({ now: beforeSeven, db: t.db, adminUrl: PUBLIC_URL })).toBe("early");
    expect(await reports()).toEqual([]);

    expect(await queueLowStockReport({ now: atSeven, db: t.db, adminUrl: PUBLIC_URL })).toEqual({ queued: 5 });
    const [report] = await reports();
    expect(report).toMatchObject({
      key: "low-stock-report:2026-03-10",
      to: await getStoreEmail({ db: t.db }),
      subject: "Low stock: 5 products to reorder",
    });
    expect(report?.text).toContain("Gone, SKU GONE: out of stock (alert at 5)");
    expect(report?.text).toContain("BCAA (Lime), SKU BCAA--LIME: 3 left (alert at 5)");
    expect(report?.text).not.toContain("Archived");
    expect(report?.text).toContain(`Open the stock page: ${new URL("/admin/stock", PUBLIC_URL)}`);

    // Another process, or the next check, the same day: nothing more.
    const again = await Promise.all([
      queueLowStockReport({ now: atSeven, db: t.db, adminUrl: PUBLIC_URL }),
      queueLowStockReport({ now: new Date("2026-03-11T04:00:00Z"), db: t.db, adminUrl: PUBLIC_URL }),
    ]);
    expect(again).toEqual(["already_sent", "already_sent"]);
    expect(await reports()).toHaveLength(1);

    expect(await queueLowStockReport({ now: nextMorning, db: t.db, adminUrl: PUBLIC_URL })).toEqual({ queued: 5 });
    expect((await reports()).map((mail) => mail.key)).toEqual([
      "low-stock-report:2026-03-10",
      "low-stock-report:2026-03-11",
    ]);
  });

  it("sends nothing while nothing is low, and reports a product that runs low later that day", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey", stock: 40 });
    expect(await queueLowStockReport({ now: atSeven, db: t.db, adminUrl: PUBLIC_URL })).toBe("nothing_low");
    await setStock(t.db, ids.whey, 2);
    const afternoon = new Date("2026-03-10T20:00:00Z");
    expect(await queueLowStockReport({ now: afternoon, db: t.db, adminUrl: PUBLIC_URL })).toEqual({ queued: 1 });
    expect((await reports()).map((mail) => mail.subject)).toEqual(["Low stock: 1 product to reorder"]);
  });
});
