import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getProductBySlug } from "~/.server/catalog/products";
import { exportProductsCsv } from "~/.server/catalog-editor/export-products-csv";
import { listFlavorPrices, setFlavorPrices } from "~/.server/catalog-editor/flavor-prices";
import { importProductsCsv } from "~/.server/catalog-editor/product-imports";
import { auditLog, productVariants } from "~/.server/db/schema";
import { priceCheckoutLines } from "~/.server/orders/checkout/price-lines";
import { lineTotalCents } from "~/lib/cart";
import { productJsonLd } from "~/lib/seo";
import { insertProducts, placePaidOrder } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();
const owner = { userId: null, email: "owner@example.com" };

async function wheyWithPricedVanilla() {
  const ids = await insertProducts(t.db, {
    slug: "whey",
    title: "Whey",
    priceCents: 4999,
    subscriptionPriceCents: 4499,
    flavors: ["Chocolate", "Vanilla", "Banana"],
  });
  const saved = await setFlavorPrices({
    productId: ids.whey,
    prices: [
      { sku: "WHEY--VANILLA", priceCents: 5499, salePriceCents: null },
      { sku: "WHEY--BANANA", priceCents: null, salePriceCents: 3999 },
    ],
    actor: owner,
    db: t.db,
  });
  expect(saved).toEqual({ ok: true, title: "Whey", changed: 2 });
  return ids.whey;
}

describe("a flavour's own price (decision 189)", () => {
  it("is what checkout charges, line by line, with the product's price for the others", async () => {
    const productId = await wheyWithPricedVanilla();
    const priced = await priceCheckoutLines({
      db: t.db,
      lines: [
        { productId, flavor: "Chocolate", quantity: 1, subscription: false },
        { productId, flavor: "Vanilla", quantity: 2, subscription: false },
        { productId, flavor: "Vanilla", quantity: 1, subscription: true },
        { productId, flavor: "Banana", quantity: 1, subscription: false },
      ],
    });
    expect(priced.lines.map((line) => [line.flavor, line.subscription, line.unitPriceCents])).toEqual([
      ["Chocolate", false, 4999],
      ["Vanilla", false, 5499],
      ["Vanilla", true, 4499],
      ["Banana", false, 3999],
    ]);
    expect(priced.subtotalCents).toBe(4999 + 2 * 5499 + 4499 + 3999);
    // Banana's sale is below the subscription price: Subscribe & Save saves nothing there, so it is refused.
    await expect(
      priceCheckoutLines({ db: t.db, lines: [{ productId, flavor: "Banana", quantity: 1, subscription: true }] }),
    ).rejects.toThrow();

    const order = await placePaidOrder(t.db, [{ productId, flavor: "Vanilla", quantity: 1 }]);
    expect(order.subtotalCents).toBe(5499);
  });

  it("reaches the shopper's product, cart and structured data with the same functions", async () => {
    await wheyWithPricedVanilla();
    const product = await getProductBySlug({ slug: "whey", db: t.db });
    if (!product) throw new Error("no whey");
    expect(lineTotalCents({ product, flavor: "Vanilla", quantity: 2, subscription: false })).toBe(10998);
    const meta = productJsonLd(product, "https://shop.example.com") as Record<string, unknown>;
    const ld = meta["script:ld+json"] as { offers: { name: string; price: string }[] };
    expect(ld.offers.map((offer) => [offer.name, offer.price])).toEqual([
      ["Chocolate", "49.99"],
      ["Vanilla", "54.99"],
      ["Banana", "39.99"],
    ]);
  });

  it("is saved with one audit row of what changed, and cleared back to the product's", async () => {
    const productId = await wheyWithPricedVanilla();
    const again = await setFlavorPrices({
      productId,
      prices: [
        { sku: "WHEY--VANILLA", priceCents: 5499, salePriceCents: null },
        { sku: "WHEY--BANANA", priceCents: null, salePriceCents: null },
      ],
      actor: owner,
      db: t.db,
    });
    expect(again).toEqual({ ok: true, title: "Whey", changed: 1 });
    const list = await listFlavorPrices({ productId, db: t.db });
    expect(list?.variants.map((v) => [v.flavor, v.priceCents, v.salePriceCents])).toEqual([
      ["Chocolate", null, null],
      ["Vanilla", 5499, null],
      ["Banana", null, null],
    ]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "product.flavor_prices"));
    expect(audits).toHaveLength(2);
    expect(audits[1]?.after).toEqual([{ sku: "WHEY--BANANA", priceCents: null, salePriceCents: null }]);
  });

  it("round-trips through the catalogue file, and a flavour's line changes its prices", async () => {
    await wheyWithPricedVanilla();
    let text = "";
    for await (const chunk of exportProductsCsv({ db: t.db })) text += chunk;
    expect(text).toContain("whey,Vanilla,WHEY--VANILLA,,,,54.99,,,");
    expect(text).toContain("whey,Banana,WHEY--BANANA,,,,,39.99,,");
    expect(await importProductsCsv({ text, actor: owner, db: t.db })).toMatchObject({ report: { updated: 0 } });

    const edit = "Address,Flavor,Price,Sale price\r\nwhey,Vanilla,56.00,52.00\r\nwhey,Banana,50,60\r\n";
    expect(await importProductsCsv({ text: edit, actor: owner, db: t.db })).toMatchObject({
      report: { updated: 1, rejected: [{ line: 3, reason: "Sale price: A sale price is lower than the price." }] },
    });
    const list = await listFlavorPrices({
      productId: (await getProductBySlug({ slug: "whey", db: t.db }))?.id ?? "",
      db: t.db,
    });
    expect(list?.variants.find((v) => v.flavor === "Vanilla")).toMatchObject({
      priceCents: 5600,
      salePriceCents: 5200,
    });
  });

  it("is refused by the database below a cent or at or above the flavour's own price", async () => {
    await wheyWithPricedVanilla();
    const vanilla = eq(productVariants.sku, "WHEY--VANILLA");
    await expect(t.db.update(productVariants).set({ salePriceCents: 5499 }).where(vanilla)).rejects.toThrow();
    await expect(t.db.update(productVariants).set({ priceCents: 0 }).where(vanilla)).rejects.toThrow();
    expect(await setFlavorPrices({ productId: crypto.randomUUID(), prices: [], actor: owner, db: t.db })).toEqual({
      ok: false,
    });
  });
});
