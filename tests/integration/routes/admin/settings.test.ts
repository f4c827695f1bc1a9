import { asc } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { getStoreEmail, getStorefrontSettings } from "~/.server/settings/store-settings";
import { STORE_SETTING_DEFAULTS, storefrontSettings } from "~/lib/store-settings";
import { action, loader } from "~/routes/admin/settings";
import { createOwner, routeCaller, withProcessDatabase } from "../../../support/admin";
import { withTestDatabase } from "../../../support/database";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

const owner = () => createOwner({ ...app, db: t.db });

const post = routeCaller(action, "/admin/settings");
const load = routeCaller(loader, "/admin/settings");

describe("/admin/settings", () => {
  it("saves each setting with its audit row, and the storefront reads the new values at once", async () => {
    const { cookie } = await owner();
    const DEPLOYMENT_EMAIL = getEnv().STORE_EMAIL;
    // Read once, so the storefront's copy is cached before the changes.
    expect(await getStorefrontSettings({ db: t.db })).toEqual(storefrontSettings(STORE_SETTING_DEFAULTS));

    expect(await post(cookie, { intent: "banner", promoBanner: "  Summer sale: 20% off pre-workouts  " })).toEqual({
      status: 200,
      data: { intent: "banner", done: "The promo banner is saved." },
    });
    expect(
      await post(cookie, {
        intent: "shipping",
        standardShipping: "8.5",
        freeShippingFrom: "$75",
        localDelivery: "0",
      }),
    ).toEqual({
      status: 200,
      data: {
        intent: "shipping",
        done: "Delivery rates saved: standard shipping $8.50, free from $75.00, local delivery free.",
      },
    });
    expect(await post(cookie, { intent: "email", storeEmail: "orders@example.com" })).toEqual({
      status: 200,
      data: { intent: "email", done: "The store's mail now goes to orders@example.com." },
    });
    expect(await getStoreEmail({ db: t.db })).toBe("orders@example.com");
    expect(await post(cookie, { intent: "social", instagram: "https://instagram.com/charge", facebook: "" })).toEqual({
      status: 200,
      data: { intent: "social", done: "Social links saved." },
    });

    const shipping = { standardCents: 850, freeFromCents: 7500, localCents: 0 };
    const socialLinks = { instagram: "https://instagram.com/charge", facebook: "" };
    expect(await getStorefrontSettings({ db: t.db })).toEqual({
      promoBanner: "Summer sale: 20% off pre-workouts",
      shipping,
      socialLinks,
      subscriptionCadences: [2, 4, 6, 8],
    });
    const page = await load(cookie);
    expect(page).toEqual({
      status: 200,
      data: {
        settings: {
          promoBanner: "Summer sale: 20% off pre-workouts",
          shipping,
          socialLinks,
          storeEmail: "orders@example.com",
          // Its own form on the page: tests/integration/subscriptions/subscription-settings.test.ts.
          subscriptions: STORE_SETTING_DEFAULTS.subscriptions,
        },
        deploymentEmail: DEPLOYMENT_EMAIL,
      },
    });

    // Empty: the banner is hidden, and the mail goes back to the deployment's address.
    expect(await post(cookie, { intent: "banner", promoBanner: "" })).toMatchObject({
      data: { done: "The promo banner is hidden." },
    });
    expect(await post(cookie, { intent: "email", storeEmail: "" })).toMatchObject({
      data: { done: `The store's mail goes to ${DEPLOYMENT_EMAIL}, the deployment's address.` },
    });
    expect(await getStoreEmail({ db: t.db })).toBe(DEPLOYMENT_EMAIL);
    expect((await getStorefrontSettings({ db: t.db })).promoBanner).toBe("");

    const trail = await t.db
      .select({ action: auditLog.action, subject: auditLog.subject, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .orderBy(asc(auditLog.createdAt));
    expect(trail).toEqual([
      {
        action: "setting.changed",
        subject: "setting promoBanner",
        before: STORE_SETTING_DEFAULTS.promoBanner,
        after: "Summer sale: 20% off pre-workouts",
      },
      {
        action: "setting.changed",
        subject: "setting shipping",
        before: STORE_SETTING_DEFAULTS.shipping,
        after: shipping,
      },
      { action: "setting.changed", subject: "setting storeEmail", before: null, after: "orders@example.com" },
      {
        action: "setting.changed",
        subject: "setting socialLinks",
        before: STORE_SETTING_DEFAULTS.socialLinks,
        after: socialLinks,
      },
      {
        action: "setting.changed",
        subject: "setting promoBanner",
        before: "Summer sale: 20% off pre-workouts",
        after: "",
      },
      { action: "setting.changed", subject: "setting storeEmail", before: "orders@example.com", after: null },
    ]);
  });

  it("refuses bad input with 400 and the reason, changing nothing", async () => {
    const { cookie } = await owner();
    const refused = [
      [
        { intent: "shipping", standardShipping: "6,99", freeShippingFrom: "55", localDelivery: "0" },
        { standardShipping: "Enter the amount in dollars, like 12.50." },
      ],
      [
        { intent: "shipping", standardShipping: "699", freeShippingFrom: "55", localDelivery: "0" },
        { standardShipping: "The shipping fee is at most $100.00: check the figure." },
      ],
      [
        { intent: "shipping", standardShipping: "6.99", freeShippingFrom: "-5", localDelivery: "0" },
        { freeShippingFrom: "Enter the amount in dollars, like 12.50." },
      ],
      [
        { intent: "shipping", standardShipping: "6.99", freeShippingFrom: "55" },
        { localDelivery: "Enter the local delivery fee in dollars, like 6.99." },
      ],
      [
        { intent: "banner", promoBanner: "x".repeat(121) },
        { promoBanner: "Keep the banner to 120 characters or fewer." },
      ],
      [
        { intent: "email", storeEmail: "not-an-address" },
        { storeEmail: "Enter an e-mail address, like orders@example.com." },
      ],
      [
        { intent: "social", instagram: "javascript:alert(1)", facebook: "" },
        { instagram: "Enter the page's address, starting with https://." },
      ],
      [
        { intent: "social", instagram: "", facebook: "http://facebook.com/charge" },
        { facebook: "Enter the page's address, starting with https://." },
      ],
      [{ intent: "drop-table" }, { intent: "That is not something this page can do." }],
    ] as const;
    for (const [form, fieldErrors] of refused) {
      expect(await post(cookie, form), JSON.stringify(form)).toEqual({
        status: 400,
        data: { intent: form.intent, fieldErrors },
      });
    }
    expect(await getStorefrontSettings({ db: t.db })).toEqual(storefrontSettings(STORE_SETTING_DEFAULTS));
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });
});
