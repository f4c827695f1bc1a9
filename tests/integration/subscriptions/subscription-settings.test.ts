import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog } from "~/.server/db/schema";
import { getStorefrontSettings, getStoreSettings } from "~/.server/settings/store-settings";
import { DEFAULT_SUBSCRIPTION_SETTINGS } from "~/lib/subscriptions";
import { action, loader } from "~/routes/admin/settings";
import { createClerk, createOwner, routeCaller, withProcessDatabase } from "../../support/admin";
import { withTestDatabase } from "../../support/database";

// Members are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

const post = routeCaller(action, "/admin/settings");
const load = routeCaller(loader, "/admin/settings");

/** The Subscribe & Save form as a browser posts it: a ticked box is "on", an unticked one is not sent. */
function form(fields: { cadences?: number[]; reminderDays?: string; retryDays?: string }): Record<string, string> {
  const boxes = Object.fromEntries((fields.cadences ?? [2, 4, 6, 8]).map((weeks) => [`cadence${weeks}`, "on"]));
  return {
    intent: "subscriptions",
    ...boxes,
    reminderDays: fields.reminderDays ?? "3",
    retryDays: fields.retryDays ?? "1, 3, 7",
  };
}

describe("Subscribe & Save in /admin/settings", () => {
  it("saves the cadences, the reminder and the retry days with an audit row, and the storefront offers them", async () => {
    const { cookie, email } = await createOwner({ ...app, db: t.db });
    expect(await load(cookie)).toMatchObject({ data: { settings: { subscriptions: DEFAULT_SUBSCRIPTION_SETTINGS } } });

    expect(await post(cookie, form({ cadences: [4, 8], reminderDays: " 5 ", retryDays: "2,4 , 9, 14, 30" }))).toEqual({
      status: 200,
      data: {
        intent: "subscriptions",
        done: "Subscribe & Save saved: every 4 or 8 weeks, a reminder 5 days ahead, a declined card is tried again 2, 4, 9, 14 and 30 days after.",
      },
    });
    const saved = { cadencesWeeks: [4, 8], reminderDays: 5, retryDays: [2, 4, 9, 14, 30] };
    expect((await getStoreSettings({ db: t.db })).subscriptions).toEqual(saved);
    expect((await getStorefrontSettings({ db: t.db })).subscriptionCadences).toEqual([4, 8]);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.subject, "setting subscriptions"));
    expect(row).toMatchObject({
      action: "setting.changed",
      actorEmail: email,
      before: DEFAULT_SUBSCRIPTION_SETTINGS,
      after: saved,
    });

    // No reminder, and no retry: a declined card pauses the subscription at once.
    expect(await post(cookie, form({ cadences: [4], reminderDays: "0", retryDays: "" }))).toMatchObject({
      data: {
        done: "Subscribe & Save saved: every 4 weeks, no reminder, a declined card pauses the subscription at once.",
      },
    });
    expect((await getStoreSettings({ db: t.db })).subscriptions).toEqual({
      cadencesWeeks: [4],
      reminderDays: 0,
      retryDays: [],
    });
  });

  it("refuses a form that breaks a rule with 400 and the reason beside the field, and saves nothing", async () => {
    const { cookie } = await createOwner({ ...app, db: t.db });
    const refused: [Parameters<typeof form>[0], Record<string, string>][] = [
      [{ cadences: [] }, { cadences: "Offer at least one delivery interval." }],
      [
        { cadences: [2, 6] },
        { cadences: "Keep every 4 weeks offered: the product page starts new subscriptions on it." },
      ],
      [{ reminderDays: "15" }, { reminderDays: "Send the reminder 0 to 14 days before a charge, in whole days." }],
      [{ reminderDays: "-1" }, { reminderDays: "Send the reminder 0 to 14 days before a charge, in whole days." }],
      [{ reminderDays: "2.5" }, { reminderDays: "Send the reminder 0 to 14 days before a charge, in whole days." }],
      [{ reminderDays: "" }, { reminderDays: "Send the reminder 0 to 14 days before a charge, in whole days." }],
      [
        { retryDays: "1; 3" },
        { retryDays: "Write the retry days as whole numbers separated by commas, like 1, 3, 7." },
      ],
      [
        { retryDays: "1, 3," },
        { retryDays: "Write the retry days as whole numbers separated by commas, like 1, 3, 7." },
      ],
      [{ retryDays: "0, 3" }, { retryDays: "Each retry is 1 to 30 days after the renewal's day." }],
      [{ retryDays: "1, 31" }, { retryDays: "Each retry is 1 to 30 days after the renewal's day." }],
      [{ retryDays: "3, 1" }, { retryDays: "List the retry days in increasing order, like 1, 3, 7." }],
      [{ retryDays: "1, 1" }, { retryDays: "List the retry days in increasing order, like 1, 3, 7." }],
      [{ retryDays: "1, 2, 3, 4, 5, 6" }, { retryDays: "Try a declined card again at most 5 times." }],
      // Every field's reason at once.
      [
        { cadences: [8], reminderDays: "20", retryDays: "x" },
        {
          cadences: "Keep every 4 weeks offered: the product page starts new subscriptions on it.",
          reminderDays: "Send the reminder 0 to 14 days before a charge, in whole days.",
          retryDays: "Write the retry days as whole numbers separated by commas, like 1, 3, 7.",
        },
      ],
    ];
    for (const [fields, fieldErrors] of refused) {
      expect(await post(cookie, form(fields)), JSON.stringify(fields)).toEqual({
        status: 400,
        data: { intent: "subscriptions", fieldErrors },
      });
    }
    expect((await getStoreSettings({ db: t.db })).subscriptions).toEqual(DEFAULT_SUBSCRIPTION_SETTINGS);
    expect(await t.db.select().from(auditLog)).toHaveLength(0);
  });

  it("is the owners' alone", async () => {
    const { cookie } = await createClerk({ ...app, db: t.db });
    expect(await post(cookie, form({}))).toMatchObject({ status: 403 });
    expect((await getStoreSettings({ db: t.db })).subscriptions).toEqual(DEFAULT_SUBSCRIPTION_SETTINGS);
  });
});
