import { describe, expect, it, vi } from "vitest";
import { getAccountOverview } from "~/.server/auth/account-overview";
import { user } from "~/.server/db/schema";
import { createOrder } from "~/.server/orders/checkout/create-order";
import { listOrdersForAccount } from "~/.server/profiles/orders";
import { getProfile, updateProfile } from "~/.server/profiles/profiles";
import { browserHeaders, createTestAuth, createVerifiedUser } from "../../support/auth-helpers";
import { insertProducts, submission } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 60_000 });

const t = withTestDatabase();

async function placeOrder(email: string, productId: string, now: Date) {
  const { order } = await createOrder({
    db: t.db,
    submission: submission([{ productId, quantity: 1 }], { customer: { email } }),
    provider: "test",
    testMode: true,
    now,
  });
  return order.orderNumber;
}

describe("profiles", () => {
  it("are read and changed by user id only: one shopper's change never reaches another's", async () => {
    await t.db.insert(user).values([
      { id: "ann", email: "ann@example.com", name: "Ann" },
      { id: "ben", email: "ben@example.com", name: "Ben" },
    ]);
    await updateProfile({ db: t.db, userId: "ben", profile: { displayName: "Ben B", avatarUrl: null } });
    await updateProfile({
      db: t.db,
      userId: "ann",
      profile: { displayName: "Ann A", avatarUrl: "https://images.example/ann.png" },
    });
    expect(await getProfile({ db: t.db, userId: "ben" })).toEqual({ displayName: "Ben B", avatarUrl: null });
    expect(await getProfile({ db: t.db, userId: "ann" })).toEqual({
      displayName: "Ann A",
      avatarUrl: "https://images.example/ann.png",
    });
    expect(await getProfile({ db: t.db, userId: "nobody" })).toEqual({ displayName: null, avatarUrl: null });
  });
});

describe("order history", () => {
  it("lists the orders of the account's own address only, in any case, newest first", async () => {
    const { whey } = await insertProducts(t.db, { slug: "whey" });
    const older = await placeOrder("Ann@Example.com", whey, new Date("2026-01-02T10:00:00Z"));
    const newer = await placeOrder("ann@example.com", whey, new Date("2026-02-03T10:00:00Z"));
    await placeOrder("ben@example.com", whey, new Date("2026-02-04T10:00:00Z"));

    const orders = await listOrdersForAccount({ db: t.db, email: "ann@example.com" });
    expect(orders.map((order) => order.orderNumber).sort()).toEqual([older, newer].sort());
    expect(orders.every((order) => order.customerEmail.toLowerCase() === "ann@example.com")).toBe(true);
    expect(orders[0]?.items).toEqual([expect.objectContaining({ name: "whey", quantity: 1 })]);
    expect(await listOrdersForAccount({ db: t.db, email: "carl@example.com" })).toEqual([]);
  });

  it("the account page shows orders only for a verified address, and only the shopper's own sessions", async () => {
    const auth = createTestAuth(t.db);
    const { whey } = await insertProducts(t.db, { slug: "whey" });
    const ann = await createVerifiedUser(auth, t.db, "ann@example.com");
    const ben = await createVerifiedUser(auth, t.db, "ben@example.com");
    const annOrder = await placeOrder("ann@example.com", whey, new Date());
    await placeOrder("ben@example.com", whey, new Date());

    const overview = await getAccountOverview({
      db: t.db,
      auth,
      user: ann.user,
      headers: browserHeaders({ cookie: ann.cookie }),
    });
    expect(overview.orders.map((order) => order.orderNumber)).toEqual([annOrder]);
    expect(overview.user.email).toBe("ann@example.com");
    expect(overview.security.sessions).toEqual([
      expect.objectContaining({ id: ann.user.sessionId, current: true, device: "Chrome on Linux" }),
    ]);
    expect(overview.security.sessions.some((session) => session.id === ben.user.sessionId)).toBe(false);
    expect(JSON.stringify(overview)).not.toContain(ann.cookie.split("=")[1]?.split(".")[0]);

    const unverified = await getAccountOverview({
      db: t.db,
      auth,
      user: { ...ann.user, emailVerified: false },
      headers: browserHeaders({ cookie: ann.cookie }),
    });
    expect(unverified.orders).toEqual([]);
  });
});
