import { describe, expect, it, vi } from "vitest";
import { exportSubscriptionsCsv } from "~/.server/subscriptions/export-subscriptions-csv";
import { listAdminSubscriptions } from "~/.server/subscriptions/list-admin-subscriptions";
import type { SubscriptionListFilters } from "~/lib/admin-subscriptions";
import { SUBSCRIPTIONS_CSV_HEADER } from "~/lib/subscriptions-csv";
import { loader as listLoader } from "~/routes/admin/subscriptions";
import { loader as exportLoader } from "~/routes/admin/subscriptions-export";
import { createClerk, outcome, pageRequest, withProcessDatabase } from "../../support/admin";
import { withTestDatabase } from "../../support/database";
import { insertSubscriptions, sourceLine } from "../../support/subscription-rows";

// A member is made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

/** Three active, one paused and one cancelled subscription of three customers, oldest first. */
async function fiveSubscriptions() {
  return insertSubscriptions(
    t.db,
    { quantity: 2, cadenceWeeks: 4, nextRenewalOn: "2026-04-01" },
    {
      email: "lee.park@example.com",
      firstName: "Lee",
      lastName: "Park",
      title: "Creatine Monohydrate",
      flavor: null,
      unitPriceCents: 1999,
      cadenceWeeks: 8,
      nextRenewalOn: "2026-05-10",
    },
    {
      email: "sam_o@example.com",
      firstName: "Sam",
      lastName: "O'Neil",
      title: "Pre-Workout",
      flavor: "Blue Raspberry",
      status: "paused",
      pausedUntil: "2026-06-01",
      nextRenewalOn: "2026-06-01",
    },
    {
      title: "Pre-Workout",
      flavor: "Fruit Punch",
      status: "canceled",
      canceledAt: new Date("2026-03-02T15:00:00Z"),
    },
    { title: "Collagen Peptides", flavor: null, unitPriceCents: 3150, quantity: 3, cadenceWeeks: 2 },
  );
}

const list = (filters: SubscriptionListFilters, page = 1) => listAdminSubscriptions({ filters, page, db: t.db });

describe("the back office's subscription list", () => {
  it("lists one state a tab, newest first, with the customer, the items, the next day and the price per delivery", async () => {
    const [whey, creatine, preWorkout, canceled, collagen] = await fiveSubscriptions();
    const active = await list({ status: "active" });
    expect(active.items.map((row) => row.id)).toEqual([collagen, creatine, whey]);
    expect(active).toMatchObject({ page: 1, pageCount: 1, matching: 3, counts: { active: 3, paused: 1, canceled: 1 } });
    expect(active.items[2]).toMatchObject({
      status: "active",
      testMode: false,
      email: "dana.rivera@example.com",
      firstName: "Dana",
      lastName: "Rivera",
      title: "Whey Protein",
      flavor: "Vanilla",
      quantity: 2,
      cadenceWeeks: 4,
      nextRenewalOn: "2026-04-01",
      // The unit price last charged, times the quantity: $27.00 x 2.
      amountCents: 5400,
    });
    expect(active.items[0]?.amountCents).toBe(9450);

    expect((await list({ status: "paused" })).items).toMatchObject([{ id: preWorkout, pausedUntil: "2026-06-01" }]);
    expect((await list({ status: "canceled" })).items).toMatchObject([{ id: canceled, status: "canceled" }]);
    const all = await list({ status: "all" });
    expect(all.items.map((row) => row.id)).toEqual([collagen, canceled, preWorkout, creatine, whey]);
    expect(all.matching).toBe(5);
  });

  it("searches e-mail, name, product and flavour in any case, LIKE's own characters as themselves", async () => {
    const [whey, creatine, preWorkout, canceled, collagen] = await fiveSubscriptions();
    const ids = async (q: string, status: SubscriptionListFilters["status"] = "all") =>
      (await list({ q, status })).items.map((row) => row.id);
    expect(await ids("LEE.PARK@")).toEqual([creatine]);
    expect(await ids("dana rivera")).toEqual([collagen, canceled, whey]);
    expect(await ids("o'neil")).toEqual([preWorkout]);
    expect(await ids("pre-work")).toEqual([canceled, preWorkout]);
    expect(await ids("raspberry")).toEqual([preWorkout]);
    expect(await ids("vanilla", "active")).toEqual([whey]);
    // `_` is a character here, not LIKE's "any one": only sam_o matches, not "samxo".
    expect(await ids("sam_o")).toEqual([preWorkout]);
    expect(await ids("%")).toEqual([]);
    // The tabs count what the search finds.
    expect((await list({ q: "pre-workout", status: "active" })).counts).toEqual({ active: 0, paused: 1, canceled: 1 });
  });

  it("pages 25 at a time", async () => {
    await insertSubscriptions(t.db, ...Array.from({ length: 27 }, () => ({})));
    const first = await list({ status: "active" });
    expect(first).toMatchObject({ page: 1, pageCount: 2, matching: 27 });
    expect(first.items).toHaveLength(25);
    expect((await list({ status: "active" }, 2)).items).toHaveLength(2);
    expect((await list({ status: "active" }, 3)).items).toHaveLength(0);
  });

  it("marks a subscription started by a test payment", async () => {
    const [real, test] = await insertSubscriptions(
      t.db,
      { sourceOrderLineId: await sourceLine(t.db, { testMode: false }) },
      { sourceOrderLineId: await sourceLine(t.db, { testMode: true }) },
    );
    const rows = (await list({ status: "all" })).items;
    expect(rows.map((row) => [row.id, row.testMode])).toEqual([
      [test, true],
      [real, false],
    ]);
  });

  it("exports the list as filtered, in batches, every cell guarded against spreadsheet formulas", async () => {
    const [whey, creatine, , , collagen] = await fiveSubscriptions();
    const [risky] = await insertSubscriptions(t.db, {
      firstName: "=HYPERLINK(1)",
      lastName: "Lee, Jr.",
      email: "+1@example.com",
      title: "Whey",
      createdAt: new Date("2026-02-01T12:00:00.123Z"),
    });
    let text = "";
    for await (const chunk of exportSubscriptionsCsv({ filters: { status: "active" }, batchSize: 2, db: t.db })) {
      text += chunk;
    }
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(SUBSCRIPTIONS_CSV_HEADER.join(","));
    expect(lines[0]).toBe(
      "Subscription,State,Test,Email,First name,Last name,Product,Flavor,Quantity,Every (weeks),Next delivery,Paused until,Per delivery,Started at (UTC),Cancelled at (UTC)",
    );
    expect(lines.slice(1, -1).map((line) => line.split(",")[0])).toEqual([risky, collagen, creatine, whey]);
    expect(lines[1]).toBe(
      `${risky},active,no,'+1@example.com,'=HYPERLINK(1),"Lee, Jr.",Whey,Vanilla,1,4,2026-04-01,,27.00,2026-02-01T12:00:00.123Z,`,
    );
    expect(lines[3]).toMatch(
      new RegExp(`^${creatine},active,no,lee.park@example.com,Lee,Park,Creatine Monohydrate,,1,8,2026-05-10,,19.99,`),
    );
    expect(lines.at(-1)).toBe("");

    const canceledCsv: string[] = [];
    for await (const chunk of exportSubscriptionsCsv({ filters: { status: "canceled" }, db: t.db }))
      canceledCsv.push(chunk);
    expect(canceledCsv.join("").split("\r\n")[1]).toMatch(
      /,canceled,no,.*,Pre-Workout,Fruit Punch,1,4,,,27\.00,.*,2026-03-02T15:00:00\.000Z$/,
    );
  });
});

describe("the list's routes", () => {
  it("answer a clerk with the list and the CSV file, and a bad query with 400 and its reason", async () => {
    const clerk = await createClerk({ ...app, db: t.db });
    const [whey] = await insertSubscriptions(t.db, {});
    const call = (handler: (args: never) => unknown, path: string) =>
      outcome(async () =>
        (handler as (args: unknown) => unknown)({
          request: pageRequest(path, { cookie: clerk.cookie }),
          params: {},
          context: {},
        }),
      );
    expect(await call(listLoader, "/admin/subscriptions?q=whey")).toMatchObject({
      status: 200,
      data: { filters: { q: "whey", status: "active" }, subscriptions: { items: [{ id: whey }], matching: 1 } },
    });
    expect(await call(listLoader, "/admin/subscriptions?status=lapsed")).toEqual({
      status: 400,
      data: "There is no such list of subscriptions.",
    });
    expect(await call(exportLoader, `/admin/subscriptions/export?q=${"x".repeat(101)}`)).toEqual({
      status: 400,
      data: "Search for at most 100 characters.",
    });

    const response = (await exportLoader({
      request: pageRequest("/admin/subscriptions/export?status=all", { cookie: clerk.cookie }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="subscriptions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect((await response.text()).split("\r\n")[1]).toMatch(new RegExp(`^${whey},active,`));
  });
});
