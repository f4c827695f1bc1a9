import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { user } from "~/.server/db/schema";
import { ADMIN_MESSAGES } from "~/lib/admin";
import { ADMIN_PAGES, type AdminPath } from "~/lib/admin-pages";
import routes from "~/routes";
import * as audit from "~/routes/admin/audit";
import * as blog from "~/routes/admin/blog";
import * as blogNew from "~/routes/admin/blog-new";
import * as blogPost from "~/routes/admin/blog-post";
import * as dashboard from "~/routes/admin/dashboard";
import * as adminIndex from "~/routes/admin/index";
import * as layout from "~/routes/admin/layout";
import * as message from "~/routes/admin/message";
import * as messages from "~/routes/admin/messages";
import * as order from "~/routes/admin/order";
import * as orderEmails from "~/routes/admin/order-emails";
import * as orderNotes from "~/routes/admin/order-notes";
import * as orderRefund from "~/routes/admin/order-refund";
import * as orders from "~/routes/admin/orders";
import * as ordersExport from "~/routes/admin/orders-export";
import * as ordersShip from "~/routes/admin/orders-ship";
import * as packingSlips from "~/routes/admin/packing-slips";
import * as product from "~/routes/admin/product";
import * as productNew from "~/routes/admin/product-new";
import * as productPhotos from "~/routes/admin/product-photos";
import * as products from "~/routes/admin/products";
import * as productsExport from "~/routes/admin/products-export";
import * as productsImport from "~/routes/admin/products-import";
import * as productsImportProgress from "~/routes/admin/products-import-progress";
import * as reviews from "~/routes/admin/reviews";
import * as search from "~/routes/admin/search";
import * as settings from "~/routes/admin/settings";
import * as staff from "~/routes/admin/staff";
import * as stock from "~/routes/admin/stock";
import * as stockProduct from "~/routes/admin/stock-product";
import * as tax from "~/routes/admin/tax";
import * as twoFactor from "~/routes/admin/two-factor";
import { createClerk, createMember, createOwner, outcome, pageRequest, withProcessDatabase } from "../../support/admin";
import { withTestDatabase } from "../../support/database";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

type Handler = (args: never) => unknown;

/** An id no message, review or product has: through the gate, its page and its form are a 404. */
const NO_RECORD = "0f0e7a8c-2b7e-4c1e-9d55-3c1d2a9b8e71";

/** Every back-office loader and action and the address it answers (its role is the one ADMIN_PAGES gives that address). */
const GATES: {
  name: string;
  path: string;
  handler: Handler;
  post?: Record<string, string>;
  params?: Record<string, string>;
}[] = [
  { name: "layout loader", path: "/admin/orders", handler: layout.loader },
  { name: "index loader", path: "/admin", handler: adminIndex.loader },
  { name: "orders loader", path: "/admin/orders", handler: orders.loader },
  { name: "audit loader", path: "/admin/audit", handler: audit.loader },
  { name: "two-factor loader", path: "/admin/two-factor", handler: twoFactor.loader },
  { name: "staff loader", path: "/admin/staff", handler: staff.loader },
  {
    name: "orders action (mark packed)",
    path: "/admin/orders",
    handler: orders.action,
    post: { intent: "pack", order: "CS-10001" },
  },
  { name: "orders export loader", path: "/admin/orders/export", handler: ordersExport.loader },
  { name: "ship loader", path: "/admin/orders/ship?order=CS-10001", handler: ordersShip.loader },
  {
    name: "ship action",
    path: "/admin/orders/ship?order=CS-10001",
    handler: ordersShip.action,
    post: { carrier: "usps", order: "CS-10001", trackingNumber: "9400100000000000000000" },
  },
  {
    name: "packing slips loader",
    path: "/admin/orders/packing-slips?order=CS-10001",
    handler: packingSlips.loader,
  },
  {
    name: "staff action (invite)",
    path: "/admin/staff",
    handler: staff.action,
    post: { intent: "invite", email: "new-hire@example.com" },
  },
  {
    name: "order loader",
    path: "/admin/orders/CS-99999",
    handler: order.loader,
    params: { orderNumber: "CS-99999" },
  },
  {
    name: "order action (pack)",
    path: "/admin/orders/CS-99999",
    handler: order.action,
    params: { orderNumber: "CS-99999" },
    post: { intent: "pack" },
  },
  {
    name: "order refund action",
    path: "/admin/orders/CS-99999/refund",
    handler: orderRefund.action,
    params: { orderNumber: "CS-99999" },
    post: { intent: "cancel", idempotencyKey: "gate-check-key" },
  },
  { name: "tax loader", path: "/admin/tax", handler: tax.loader },
  {
    name: "tax action (set a state's rate)",
    path: "/admin/tax",
    handler: tax.action,
    post: { intent: "set-state", state: "TX", rate: "6.25" },
  },
  { name: "messages loader", path: "/admin/messages", handler: messages.loader },
  {
    name: "message loader",
    path: `/admin/messages/${NO_RECORD}`,
    handler: message.loader,
    params: { messageId: NO_RECORD },
  },
  {
    name: "message action (answer)",
    path: `/admin/messages/${NO_RECORD}`,
    handler: message.action,
    params: { messageId: NO_RECORD },
    post: { intent: "answer", body: "Hello" },
  },
  { name: "reviews loader", path: "/admin/reviews", handler: reviews.loader },
  {
    name: "reviews action (hide)",
    path: "/admin/reviews",
    handler: reviews.action,
    post: { intent: "hide", reviewId: NO_RECORD },
  },
  { name: "settings loader", path: "/admin/settings", handler: settings.loader },
  {
    name: "settings action (banner)",
    path: "/admin/settings",
    handler: settings.action,
    post: { intent: "banner", promoBanner: "Gate check" },
  },
  { name: "dashboard loader", path: "/admin/dashboard", handler: dashboard.loader },
  { name: "stock loader", path: "/admin/stock", handler: stock.loader },
  {
    name: "stock product loader",
    path: `/admin/stock/${NO_RECORD}`,
    handler: stockProduct.loader,
    params: { productId: NO_RECORD },
  },
  {
    name: "stock product action (adjust)",
    path: `/admin/stock/${NO_RECORD}`,
    handler: stockProduct.action,
    params: { productId: NO_RECORD },
    post: { variant: NO_RECORD, change: "5", note: "Delivery" },
  },
  { name: "products loader", path: "/admin/products", handler: products.loader },
  { name: "new product loader", path: "/admin/products/new", handler: productNew.loader },
  {
    name: "new product action (add)",
    path: "/admin/products/new",
    handler: productNew.action,
    post: { title: "Gate check" },
  },
  {
    name: "product loader",
    path: `/admin/products/${NO_RECORD}`,
    handler: product.loader,
    params: { productId: NO_RECORD },
  },
  {
    name: "product action (archive)",
    path: `/admin/products/${NO_RECORD}`,
    handler: product.action,
    params: { productId: NO_RECORD },
    post: { intent: "archive" },
  },
  {
    name: "product photos loader",
    path: `/admin/products/${NO_RECORD}/photos`,
    handler: productPhotos.loader,
    params: { productId: NO_RECORD },
  },
  {
    name: "product photos action (remove)",
    path: `/admin/products/${NO_RECORD}/photos`,
    handler: productPhotos.action,
    params: { productId: NO_RECORD },
    post: { intent: "remove", image: "/images/products/gate-check-1.png" },
  },
  { name: "products export", path: "/admin/products/export", handler: productsExport.loader },
  { name: "products import loader", path: "/admin/products/import", handler: productsImport.loader },
  {
    name: "products import action",
    path: "/admin/products/import",
    handler: productsImport.action,
    post: { note: "no file" },
  },
  { name: "blog loader", path: "/admin/blog", handler: blog.loader },
  { name: "new article loader", path: "/admin/blog/new", handler: blogNew.loader },
  {
    name: "new article action",
    path: "/admin/blog/new",
    handler: blogNew.action,
    post: { title: "Gate check" },
  },
  {
    name: "article loader",
    path: `/admin/blog/${NO_RECORD}`,
    handler: blogPost.loader,
    params: { postId: NO_RECORD },
  },
  {
    name: "article action",
    path: `/admin/blog/${NO_RECORD}`,
    handler: blogPost.action,
    params: { postId: NO_RECORD },
    post: {
      title: "Gate check",
      excerpt: "A check.",
      body: "Text.",
      author: "jordan-ellis",
      categories: "News",
      status: "draft",
    },
  },
  {
    name: "products import progress loader",
    path: `/admin/products/import/${NO_RECORD}`,
    handler: productsImportProgress.loader,
    params: { importId: NO_RECORD },
  },
  { name: "search loader", path: "/admin/search?q=lee", handler: search.loader },
  {
    name: "order notes action",
    path: "/admin/orders/CS-99999/notes",
    handler: orderNotes.action,
    params: { orderNumber: "CS-99999" },
    post: { body: "Gate check" },
  },
  {
    name: "order e-mails action (resend)",
    path: "/admin/orders/CS-99999/emails",
    handler: orderEmails.action,
    params: { orderNumber: "CS-99999" },
    post: { email: "confirmation" },
  },
];

/** The role ADMIN_PAGES gives the page at an address such as /admin/orders/CS-99999?x=1. */
function roleAt(address: string): "staff" | "owner" {
  const path = address.split("?")[0];
  const page = (Object.keys(ADMIN_PAGES) as AdminPath[]).find((pattern) =>
    new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}$`).test(path ?? ""),
  );
  if (!page) throw new Error(`no back-office page at ${address}`);
  return ADMIN_PAGES[page].role;
}

function call(gate: (typeof GATES)[number], cookie?: string) {
  const request = pageRequest(gate.path, { cookie, form: gate.post });
  return outcome(async () =>
    (gate.handler as (args: unknown) => unknown)({ request, params: gate.params ?? {}, context: {} }),
  );
}

describe("requireStaff on every back-office loader and action", () => {
  it("sends a signed-out visitor to sign-in and back, and refuses a shopper with 403, with no data", async () => {
    const shopper = await createMember({
      ...app,
      db: t.db,
      email: "shopper@example.com",
      role: null,
      secondFactor: false,
    });
    for (const gate of GATES) {
      expect(await call(gate), gate.name).toEqual({
        status: 302,
        location: `/auth?${new URLSearchParams({ redirectTo: gate.path })}`,
      });
      expect(await call(gate, shopper.cookie), gate.name).toEqual({ status: 403, data: ADMIN_MESSAGES.forbidden });
    }
  });

  it("asks staff without a second factor to turn it on, and keeps the owners' pages from staff", async () => {
    const unverified = await createMember({
      ...app,
      db: t.db,
      email: "new@example.com",
      role: "staff",
      secondFactor: false,
    });
    const clerk = await createClerk({ ...app, db: t.db });
    for (const gate of GATES) {
      const before = await call(gate, unverified.cookie);
      if (roleAt(gate.path) === "owner")
        expect(before, gate.name).toEqual({ status: 403, data: ADMIN_MESSAGES.ownersOnly });
      else if (gate.handler === layout.loader || gate.handler === twoFactor.loader) expect(before.status).toBe(200);
      else expect(before, gate.name).toEqual({ status: 302, location: "/admin/two-factor" });

      const after = await call(gate, clerk.cookie);
      if (roleAt(gate.path) === "owner")
        expect(after, gate.name).toEqual({ status: 403, data: ADMIN_MESSAGES.ownersOnly });
      else expect([200, 302, 404], gate.name).toContain(after.status);
    }
    expect(await call(GATES[4] as (typeof GATES)[number], unverified.cookie)).toEqual({
      status: 200,
      data: { secondFactor: "off", role: "staff" },
    });
    // Verified: the two-factor page has nothing to ask, and /admin opens on the orders.
    expect(await call(GATES[4] as (typeof GATES)[number], clerk.cookie)).toEqual({ status: 302, location: "/admin" });
    expect(await call(GATES[1] as (typeof GATES)[number], clerk.cookie)).toEqual({
      status: 302,
      location: "/admin/orders",
    });
  });

  it("lets a session signed in with a code through only while its account has two-factor on now", async () => {
    const owner = await createOwner({ ...app, db: t.db });
    const orders = GATES.find((gate) => gate.handler === ordersShip.action) as (typeof GATES)[number];
    const twoFactorPage = GATES[4] as (typeof GATES)[number];
    expect((await call(orders, owner.cookie)).status).not.toBe(302);
    // However it went off (by hand in the database, or a way not yet thought of), the session's level is not enough.
    await t.db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, owner.userId));
    expect(await call(orders, owner.cookie)).toEqual({ status: 302, location: "/admin/two-factor" });
    expect(await call(twoFactorPage, owner.cookie)).toEqual({
      status: 200,
      data: { secondFactor: "off", role: "owner" },
    });
    const shell = await call(GATES[0] as (typeof GATES)[number], owner.cookie);
    expect(shell).toMatchObject({ status: 200, data: { member: { secondFactor: "off" } } });
  });

  it("lets an owner with a second factor through every gate", async () => {
    const owner = await createOwner({ ...app, db: t.db });
    const answers = await Promise.all(GATES.map((gate) => call(gate, owner.cookie)));
    // Through the gate, an order, a message, a product or an article that does not exist is a 404 (five order, two
    // message, four product, two article gates and the import's page), and the new-product and new-article forms without their fields
    // are a 400.
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 302, 200, 200, 302, 200, 200, 200, 200, 200, 200, 200, 404, 404, 404, 200, 200, 200, 404, 404, 200, 404, 200,
      200, 200, 200, 404, 404, 200, 200, 400, 404, 404, 404, 404, 200, 200, 400, 200, 200, 400, 404, 404, 404, 200, 404,
      404,
    ]);
    expect(answers[1]).toEqual({ status: 302, location: "/admin/dashboard" });
    expect(answers[23]?.data).toEqual({ intent: "banner", done: "The promo banner is saved." });
    expect(answers[24]?.data).toMatchObject({ dashboard: { period: "7d", current: { orders: 0, revenueCents: 0 } } });
    expect(answers[20]?.data).toMatchObject({ status: "held", moderation: "publish", isOwner: true });
    expect(answers[17]?.data).toMatchObject({ status: "new", counts: { new: 0, answered: 0, closed: 0 } });
    expect(answers[2]?.data).toMatchObject({ orders: { items: [], page: 1, pageCount: 1, matching: 0, more: false } });
    const notFound = { done: [], refused: [{ orderNumber: "CS-10001", reason: "Order CS-10001 was not found." }] };
    expect(answers[6]?.data).toEqual({ outcome: notFound });
    expect(answers[8]?.data).toMatchObject({ candidates: [{ orderNumber: "CS-10001" }] });
    expect(answers[9]?.data).toEqual({ outcome: notFound });
    expect(answers[10]?.data).toEqual({ slips: [] });
    expect(answers[11]?.data).toEqual({ intent: "invite", done: "Invitation sent to new-hire@example.com." });
    expect(answers[28]?.data).toMatchObject({ q: "", state: "listed", products: { items: [], page: 1, pageCount: 1 } });
    expect(answers[30]?.data).toMatchObject({ fieldErrors: { category: "Choose a category." } });
    expect(answers[32]?.data).toEqual({ error: "That product no longer exists." });
    expect(answers[34]?.data).toEqual({ error: "That product no longer exists." });
    expect(answers[37]?.data).toEqual({ error: "Choose a CSV file to import." });
    expect(answers[38]?.data).toMatchObject({ state: "all", posts: { items: [], page: 1, pageCount: 1 } });
    expect(answers[40]?.data).toMatchObject({
      fieldErrors: { excerpt: "Write a summary: cards and search results show it." },
    });
    expect(answers[42]?.data).toEqual({ error: "This article was not found." });
    expect(answers[44]?.data).toMatchObject({ results: { q: "lee", searched: true, orders: [] }, isOwner: true });
    expect(answers[45]?.data).toEqual({ error: "Order CS-99999 was not found." });
    expect(answers[46]?.data).toEqual({ error: "Order CS-99999 was not found." });
  });

  it("answers a bad page number or form with 400 and the reason", async () => {
    const owner = await createOwner({ ...app, db: t.db });
    const page = await outcome(async () =>
      orders.loader({
        request: pageRequest("/admin/orders?page=0", { cookie: owner.cookie }),
        params: {},
        context: {},
      } as never),
    );
    expect(page).toEqual({ status: 400, data: "The page must be a whole number from 1." });
    const form = await outcome(async () =>
      staff.action({
        request: pageRequest("/admin/staff", { cookie: owner.cookie, form: { intent: "invite", email: "nope" } }),
        params: {},
        context: {},
      } as never),
    );
    expect(form).toEqual({ status: 400, data: { intent: "invite", error: "Please enter a valid email address" } });
    const badQueries: [Handler, string, string][] = [
      [orders.loader, "/admin/orders?state=lost", "There is no such order state."],
      [orders.loader, "/admin/orders?from=2026-13-01", "Dates must be written as YYYY-MM-DD."],
      [orders.loader, "/admin/orders?from=2026-03-02&to=2026-03-01", "The first day must not be after the last day."],
      [ordersExport.loader, "/admin/orders/export?delivery=drone", "There is no such delivery method."],
      [packingSlips.loader, "/admin/orders/packing-slips", "Select at least one order."],
      [ordersShip.loader, "/admin/orders/ship?order=DROP%20TABLE", "That is not an order number."],
      [messages.loader, "/admin/messages?status=spam", "There is no such list of messages."],
      [reviews.loader, "/admin/reviews?status=spam", "There is no such list of reviews."],
      [dashboard.loader, "/admin/dashboard?period=year", "There is no such period."],
      [stock.loader, `/admin/stock?q=${"x".repeat(101)}`, "Search for at most 100 characters."],
      [products.loader, `/admin/products?q=${"x".repeat(101)}`, "Search for at most 100 characters."],
      [search.loader, `/admin/search?q=${"x".repeat(101)}`, "Search for at most 100 characters."],
    ];
    for (const [handler, path, message] of badQueries) {
      const request = pageRequest(path, { cookie: owner.cookie });
      const answer = await outcome(async () =>
        (handler as (args: unknown) => unknown)({ request, params: {}, context: {} }),
      );
      expect(answer, path).toEqual({ status: 400, data: message });
    }
    const bulk = await outcome(async () =>
      orders.action({
        request: pageRequest("/admin/orders", { cookie: owner.cookie, form: { intent: "pack" } }),
        params: {},
        context: {},
      } as never),
    );
    expect(bulk).toEqual({ status: 400, data: { error: "Select at least one order." } });
  });

  it("lets staff moderate reviews but keeps the moderation rule the owners'", async () => {
    const clerk = await createClerk({ ...app, db: t.db });
    const rule = await outcome(async () =>
      reviews.action({
        request: pageRequest("/admin/reviews", {
          cookie: clerk.cookie,
          form: { intent: "moderation", reviewModeration: "hold" },
        }),
        params: {},
        context: {},
      } as never),
    );
    expect(rule).toEqual({ status: 403, data: { error: ADMIN_MESSAGES.ownersOnly } });
  });
});

type AdminRouteModule = { loader?: Handler; action?: Handler };

const adminRouteModules = import.meta.glob<AdminRouteModule>("../../../app/routes/admin/*.{ts,tsx}");

/** Every route of app/routes.ts under /admin (the layout included) with its full address. */
function adminRoutes(entries: RouteConfigEntry[] = routes, parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const here = path.startsWith("/admin") ? [{ path, file: entry.file }] : [];
    return [...here, ...adminRoutes(entry.children ?? [], path)];
  });
}

describe("every back-office route in app/routes.ts", () => {
  const walked = adminRoutes();

  it("has its role declared in ADMIN_PAGES, and ADMIN_PAGES names no other address", () => {
    expect(new Set(walked.map(({ path }) => path))).toEqual(new Set(Object.keys(ADMIN_PAGES)));
  });

  it("refuses a shopper in its loader and action, and a clerk on an owners' page only", async () => {
    const shopper = await createMember({
      ...app,
      db: t.db,
      email: "shopper@example.com",
      role: null,
      secondFactor: false,
    });
    const clerk = await createClerk({ ...app, db: t.db });
    let checked = 0;
    for (const { path, file } of walked) {
      const load = adminRouteModules[`../../../app/${file}`];
      if (!load) throw new Error(`no route module at ${file}`);
      const module = await load();
      const names = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name as string);
      const params = Object.fromEntries(names.map((name) => [name, NO_RECORD]));
      const address = path.replace(/:\w+/g, NO_RECORD);
      for (const [kind, handler] of [
        ["loader", module.loader],
        ["action", module.action],
      ] as const) {
        if (!handler) continue;
        const call = (cookie: string) =>
          outcome(async () =>
            (handler as (args: unknown) => unknown)({
              request: pageRequest(address, { cookie, form: kind === "action" ? {} : undefined }),
              params,
              context: {},
            }),
          );
        const refused = { status: 403, data: ADMIN_MESSAGES.forbidden };
        expect(await call(shopper.cookie), `${kind} of ${path}`).toEqual(refused);
        if (ADMIN_PAGES[path as AdminPath].role === "owner") {
          expect(await call(clerk.cookie), `${kind} of ${path}`).toEqual({
            status: 403,
            data: ADMIN_MESSAGES.ownersOnly,
          });
        } else {
          expect((await call(clerk.cookie)).status, `${kind} of ${path}`).not.toBe(403);
        }
        checked += 1;
      }
    }
    // The layout's loader and every page's loader, and each page's action.
    expect(checked).toBeGreaterThan(walked.length);
  });
});
