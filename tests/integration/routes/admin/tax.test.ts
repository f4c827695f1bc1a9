import { asc } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog } from "~/.server/db/schema";
import { getTaxRates } from "~/.server/tax/tax-rates";
import { action, loader } from "~/routes/admin/tax";
import { createOwner, routeCaller, withProcessDatabase } from "../../../support/admin";
import { withTestDatabase } from "../../../support/database";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

const owner = () => createOwner({ ...app, db: t.db });

const post = routeCaller(action, "/admin/tax");
const load = routeCaller(loader, "/admin/tax");

describe("/admin/tax", () => {
  it("saves a state's rate, San Angelo's local rate and a removal, each with its audit row", async () => {
    const { cookie } = await owner();
    expect(await post(cookie, { intent: "set-state", state: "TX", rate: "6.25", shippingTaxable: "on" })).toEqual({
      status: 200,
      data: { intent: "set-state", done: "Texas: 6.25% saved." },
    });
    expect(await post(cookie, { intent: "set-state", state: "TX", rate: "6.3" })).toMatchObject({ status: 200 });
    expect(await post(cookie, { intent: "set-state", state: "CA", rate: "7.25" })).toMatchObject({ status: 200 });
    expect(await post(cookie, { intent: "set-local", rate: "2" })).toEqual({
      status: 200,
      data: { intent: "set-local", done: "San Angelo local rate: 2% saved." },
    });
    expect(await post(cookie, { intent: "remove-state", state: "CA" })).toEqual({
      status: 200,
      data: { intent: "remove-state", done: "California no longer collects tax." },
    });
    // Again: nothing to remove, and nothing audited.
    expect(await post(cookie, { intent: "remove-state", state: "CA" })).toEqual({
      status: 404,
      data: { intent: "remove-state", fieldErrors: { state: "California has no rate to remove." } },
    });

    const rates = { states: { TX: { ratePpm: 63_000, shippingTaxable: false } }, sanAngeloPpm: 20_000 };
    expect(await getTaxRates({ db: t.db })).toEqual(rates);
    const page = await load(cookie);
    expect(page).toEqual({ status: 200, data: { rates } });

    const trail = await t.db
      .select({
        actor: auditLog.actorEmail,
        action: auditLog.action,
        subject: auditLog.subject,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .orderBy(asc(auditLog.createdAt));
    expect(trail).toEqual([
      {
        actor: "owner@example.com",
        action: "tax.rate_set",
        subject: "tax:TX",
        before: null,
        after: { rate: "6.25%", shippingTaxable: true },
      },
      {
        actor: "owner@example.com",
        action: "tax.rate_set",
        subject: "tax:TX",
        before: { rate: "6.25%", shippingTaxable: true },
        after: { rate: "6.3%", shippingTaxable: false },
      },
      {
        actor: "owner@example.com",
        action: "tax.rate_set",
        subject: "tax:CA",
        before: null,
        after: { rate: "7.25%", shippingTaxable: false },
      },
      {
        actor: "owner@example.com",
        action: "tax.local_rate_set",
        subject: "tax:San Angelo, TX",
        before: null,
        after: { rate: "2%" },
      },
      {
        actor: "owner@example.com",
        action: "tax.rate_removed",
        subject: "tax:CA",
        before: { rate: "7.25%", shippingTaxable: false },
        after: null,
      },
    ]);
  });

  it("refuses bad input with 400 and the reason, changing nothing", async () => {
    const { cookie } = await owner();
    const refused = [
      [
        { intent: "set-state", state: "TX", rate: "abc" },
        { rate: "Enter the rate as a percentage, like 6.25 (up to four decimals)." },
      ],
      [
        { intent: "set-state", state: "TX", rate: "6.25%" },
        { rate: "Enter the rate as a percentage, like 6.25 (up to four decimals)." },
      ],
      [
        { intent: "set-state", state: "TX", rate: "1.23456" },
        { rate: "Enter the rate as a percentage, like 6.25 (up to four decimals)." },
      ],
      [
        { intent: "set-state", state: "TX", rate: "825" },
        {
          rate: "A sales tax rate, state and local together, is at most 12% (the highest combined rate in the US is about 11.5%): check the figure.",
        },
      ],
      [{ intent: "set-state", state: "XX", rate: "5" }, { state: "Choose a state." }],
      [{ intent: "set-state", rate: "5" }, { state: "Choose a state." }],
      [
        { intent: "set-local", rate: "-1" },
        { rate: "Enter the rate as a percentage, like 6.25 (up to four decimals)." },
      ],
      [{ intent: "remove-state", state: "Texas" }, { state: "Choose a state." }],
      [{ intent: "drop-table" }, { intent: "Unknown action." }],
    ] as const;
    for (const [form, fieldErrors] of refused) {
      expect(await post(cookie, form), JSON.stringify(form)).toEqual({
        status: 400,
        data: { intent: form.intent, fieldErrors },
      });
    }
    expect(await getTaxRates({ db: t.db })).toEqual({ states: {}, sanAngeloPpm: 0 });
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it("caps state and local rates together at 12%: a state's own rate, and Texas's with San Angelo's (decision 210)", async () => {
    const { cookie } = await owner();
    const cap =
      "A sales tax rate, state and local together, is at most 12% (the highest combined rate in the US is about 11.5%): check the figure.";
    expect(await post(cookie, { intent: "set-state", state: "CA", rate: "40" })).toEqual({
      status: 400,
      data: { intent: "set-state", fieldErrors: { rate: cap } },
    });
    expect(await post(cookie, { intent: "set-state", state: "TX", rate: "6.25" })).toMatchObject({ status: 200 });
    expect(await post(cookie, { intent: "set-local", rate: "8" })).toEqual({
      status: 400,
      data: {
        intent: "set-local",
        fieldErrors: {
          rate: "Texas's 6.25% and San Angelo's 8% come to 14.25%: state and local together are at most 12% (the highest combined rate in the US is about 11.5%).",
        },
      },
    });
    expect(await post(cookie, { intent: "set-local", rate: "2" })).toMatchObject({ status: 200 });
    expect(await post(cookie, { intent: "set-state", state: "TX", rate: "10.5" })).toEqual({
      status: 400,
      data: {
        intent: "set-state",
        fieldErrors: {
          rate: "Texas's 10.5% and San Angelo's 2% come to 12.5%: state and local together are at most 12% (the highest combined rate in the US is about 11.5%).",
        },
      },
    });
    expect(await post(cookie, { intent: "set-state", state: "TX", rate: "10" })).toMatchObject({ status: 200 });
    expect(await getTaxRates({ db: t.db })).toEqual({
      states: { TX: { ratePpm: 100_000, shippingTaxable: false } },
      sanAngeloPpm: 20_000,
    });
    expect(await t.db.select().from(auditLog)).toHaveLength(3);
  });
});
