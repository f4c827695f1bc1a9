import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "~/.server/db/schema";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { createDatabaseRateLimitStore } from "~/.server/rate-limit/database-store";
import { adjustStock } from "~/.server/stock/adjust-stock";
import {
  confirmBackInStockNotice,
  findBackInStockRequest,
  requestBackInStockNotice,
} from "~/.server/stock/back-in-stock";
import { insertProducts, PUBLIC_URL, variantOf } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
const actor = { userId: null, email: "clerk@example.com" };

async function mails() {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC));
  return rows.map((row) => row.payload as { to: string; subject: string; text: string });
}

function ask(productId: string, email: string, clientIp = "203.0.113.7", flavor?: string) {
  return requestBackInStockNotice({
    productId,
    flavor,
    email,
    clientIp,
    publicUrl: PUBLIC_URL,
    db: t.db,
    rateLimitStore: createDatabaseRateLimitStore(t.db),
  });
}

/** The token of the confirmation link in the latest e-mail to `to`. */
async function confirmToken(to: string): Promise<string> {
  const mail = (await mails()).filter((m) => m.to === to).at(-1);
  const token = mail?.text.match(/\/back-in-stock\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link to ${to}`);
  return token;
}

describe("back-in-stock notices (decision 173)", () => {
  it("asks for confirmation, then e-mails confirmed addresses once when the stock comes back", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey", stock: 0 });
    expect(await ask(ids.whey, "dana@example.com")).toEqual({
      status: 200,
      result: {
        status: "asked",
        message: "Check your inbox: confirm your address, and we'll e-mail you once when Whey is back in stock.",
      },
    });
    await ask(ids.whey, "lee@example.com");
    // Asking again sends the same link again, and makes no second request.
    await ask(ids.whey, "Dana@Example.com");
    const danaToken = await confirmToken("dana@example.com");
    expect(await confirmToken("Dana@Example.com")).toBe(danaToken);
    expect((await mails()).map((m) => m.subject)).toEqual([
      "Confirm: Whey back-in-stock notice",
      "Confirm: Whey back-in-stock notice",
      "Confirm: Whey back-in-stock notice",
    ]);

    expect(await findBackInStockRequest({ token: danaToken, db: t.db })).toEqual({ title: "Whey", confirmed: false });
    expect(await confirmBackInStockNotice({ token: danaToken, publicUrl: PUBLIC_URL, db: t.db })).toEqual({
      title: "Whey",
    });
    expect(await findBackInStockRequest({ token: danaToken, db: t.db })).toEqual({ title: "Whey", confirmed: true });
    expect(
      await confirmBackInStockNotice({ token: "not-a-real-token-at-all", publicUrl: PUBLIC_URL, db: t.db }),
    ).toBeNull();

    // Taking stock away, or adding none, sends nothing; the first units back send the notice to Dana only
    // (Lee never confirmed), once.
    await adjustStock({
      productId: ids.whey,
      variantId: await variantOf(t.db, ids.whey),
      change: 12,
      note: "Delivery",
      actor,
      db: t.db,
    });
    await adjustStock({
      productId: ids.whey,
      variantId: await variantOf(t.db, ids.whey),
      change: 5,
      note: "Delivery",
      actor,
      db: t.db,
    });
    const notices = (await mails()).filter((m) => m.subject === "Back in stock: Whey");
    expect(notices.map((m) => m.to)).toEqual(["dana@example.com"]);
    expect(notices[0]?.text).toContain(`${PUBLIC_URL}/product/whey`);
    // The link is used up.
    expect(await findBackInStockRequest({ token: danaToken, db: t.db })).toBeNull();
  });

  it("waits for the flavour asked for: another flavour's units send nothing (decision 181)", async () => {
    const ids = await insertProducts(t.db, {
      slug: "whey",
      title: "Whey",
      flavors: ["Chocolate", "Vanilla"],
      stock: 0,
    });
    const restock = async (flavor: string, change: number) =>
      adjustStock({
        productId: ids.whey,
        variantId: await variantOf(t.db, ids.whey, flavor),
        change,
        note: "Delivery",
        actor,
        db: t.db,
      });
    await restock("Chocolate", 4);
    // The chocolate is in, the vanilla is not: a shopper can wait for the vanilla alone.
    expect((await ask(ids.whey, "dana@example.com", undefined, "Chocolate")).result.status).toBe("in-stock");
    expect(await ask(ids.whey, "dana@example.com", undefined, "Vanilla")).toMatchObject({
      status: 200,
      result: { message: expect.stringContaining("once when Whey (Vanilla) is back in stock.") },
    });
    // A flavour the product does not have, or none for a product with flavours, is not something to wait for.
    expect((await ask(ids.whey, "dana@example.com", undefined, "Mango")).status).toBe(404);
    expect((await ask(ids.whey, "dana@example.com")).status).toBe(404);
    const token = await confirmToken("dana@example.com");
    expect(await findBackInStockRequest({ token, db: t.db })).toEqual({ title: "Whey (Vanilla)", confirmed: false });
    await confirmBackInStockNotice({ token, publicUrl: PUBLIC_URL, db: t.db });

    await restock("Chocolate", 6);
    expect((await mails()).filter((m) => m.subject.startsWith("Back in stock"))).toEqual([]);
    await restock("Vanilla", 2);
    expect((await mails()).filter((m) => m.subject.startsWith("Back in stock")).map((m) => [m.to, m.subject])).toEqual([
      ["dana@example.com", "Back in stock: Whey (Vanilla)"],
    ]);
  });

  it("sends the notice at once when an address confirms after the product came back", async () => {
    const ids = await insertProducts(t.db, { slug: "bcaa", title: "BCAA", stock: 0 });
    await ask(ids.bcaa, "sam@example.com");
    await adjustStock({
      productId: ids.bcaa,
      variantId: await variantOf(t.db, ids.bcaa),
      change: 3,
      note: "Found a box",
      actor,
      db: t.db,
    });
    await confirmBackInStockNotice({ token: await confirmToken("sam@example.com"), publicUrl: PUBLIC_URL, db: t.db });
    expect((await mails()).filter((m) => m.subject === "Back in stock: BCAA").map((m) => m.to)).toEqual([
      "sam@example.com",
    ]);
  });

  it("answers a product in stock, an unknown one, and too many requests from one address", async () => {
    const ids = await insertProducts(
      t.db,
      { slug: "creatine", title: "Creatine", stock: 4 },
      { slug: "gone", stock: 0 },
    );
    expect(await ask(ids.creatine, "dana@example.com")).toEqual({
      status: 200,
      result: { status: "in-stock", message: "Creatine is in stock now: you can order it straight away." },
    });
    expect(await ask(randomUUID(), "dana@example.com")).toMatchObject({ status: 404 });
    for (let n = 0; n < 10; n++) expect((await ask(ids.gone, `n${n}@example.com`, "198.51.100.9")).status).toBe(200);
    expect(await ask(ids.gone, "one-more@example.com", "198.51.100.9")).toEqual({
      status: 429,
      result: {
        status: "limited",
        message: "You have asked for several notices in a short time. Please try again in an hour.",
      },
    });
    expect(await mails()).toHaveLength(10);
  });
});
