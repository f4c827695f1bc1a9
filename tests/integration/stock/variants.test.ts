import { randomUUID } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { upsertTaxonomy } from "~/.server/catalog/taxonomy";
import { importProductsCsv } from "~/.server/catalog-editor/product-imports";
import { createProduct, updateProduct } from "~/.server/catalog-editor/save-product";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { rowsOf } from "~/.server/db/rows";
import { orderLines, orders, productSlugRedirects, products, productVariants } from "~/.server/db/schema";
import { runServerStatements } from "~/.server/db/server-statements";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import { refundOrder } from "~/.server/orders/refunds/refund-order";
import { adjustStock } from "~/.server/stock/adjust-stock";
import { recordUnexplainedStock } from "~/.server/stock/stock-ledger";
import type { ProductDraft } from "~/lib/product-editor";
import {
  insertProducts,
  linesOf,
  PUBLIC_URL,
  placePaidOrder,
  testPayments,
  variantOf,
} from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { orderRow } from "../../support/order-rows";
import { expectLedgerToExplainStock } from "../../support/stock-ledger";

/** A copy of the migrations up to and including `lastTag`, as the store had them before a change. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  mkdirSync(join(folder, "meta"));
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  const entries = journal.entries.slice(0, last + 1);
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const file of readdirSync("drizzle")) {
    if (entries.some((entry) => `${entry.tag}.sql` === file)) copyFileSync(join("drizzle", file), join(folder, file));
  }
  return folder;
}

type Opened = { handle: DatabaseHandle; migrateTo(folder: string): Promise<void>; drop(): Promise<void> };

/** An empty database on the engine under test, to migrate step by step. */
async function emptyDatabase(): Promise<Opened> {
  if (process.env.TEST_DB !== "postgres") {
    const handle = await openDatabase({});
    return {
      handle,
      migrateTo: (folder) => migratePglite(handle.db as never, { migrationsFolder: folder }),
      drop: () => handle.close(),
    };
  }
  const name = `store_variants_${Date.now()}_${process.pid}`;
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  const at = (database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();
  await runServerStatements(at("postgres"), [`CREATE DATABASE ${name}`]);
  const handle = await openDatabase({ url: at(name) });
  return {
    handle,
    migrateTo: (folder) => migratePostgres(handle.db as never, { migrationsFolder: folder }),
    drop: async () => {
      await handle.close();
      await runServerStatements(at("postgres"), [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    },
  };
}

const t = withTestDatabase();
const actor = { userId: null, email: "owner@example.com" };

/** Each variant of the products, as "product flavour: units". */
async function shelves(): Promise<string[]> {
  const rows = await t.db
    .select({ slug: products.slug, flavor: productVariants.flavor, stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .orderBy(asc(products.slug), asc(productVariants.position));
  return rows.map((row) => `${row.slug}${row.flavor ? ` ${row.flavor}` : ""}: ${row.stock}`);
}

async function pay(publicId: string) {
  await applyPaymentEvent({
    provider: "test",
    event: { eventId: `evt_${publicId}`, orderId: publicId, status: "paid", occurredAt: new Date() },
    db: t.db,
    publicUrl: PUBLIC_URL,
    storeEmail: "store@example.com",
  });
}

function refundAll(orderNumber: string, lineId: string, quantity: number) {
  return refundOrder({
    actor,
    db: t.db,
    provider: testPayments().provider,
    publicUrl: PUBLIC_URL,
    idempotencyKey: randomUUID(),
    orderNumber,
    lines: [{ lineId, quantity }],
    includeShipping: false,
    restock: true,
    reason: "Changed their mind",
  });
}

describe("stock per flavour (decision 180)", () => {
  it("sells each flavour from its own shelf: one sold out leaves an order short while another has units", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", flavors: ["Chocolate", "Vanilla"], stock: 3 });
    await recordUnexplainedStock({ db: t.db, reason: "opening" });
    expect(await shelves()).toEqual(["whey Chocolate: 2", "whey Vanilla: 1"]);

    const vanilla = [{ productId: ids.whey, flavor: "Vanilla", quantity: 1 }];
    const waiting = await placePaidOrder(t.db, vanilla, { paid: false });
    const sold = await placePaidOrder(t.db, vanilla);
    expect(sold.status).toBe("paid");
    await pay(waiting.publicId);
    const [late] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, waiting.id));
    // The chocolate on the shelf does not make up for the vanilla that is gone.
    expect(late?.status).toBe("needs_attention");
    expect(await shelves()).toEqual(["whey Chocolate: 2", "whey Vanilla: 0"]);

    const [line] = await linesOf(t.db, sold.id);
    expect(line?.variantId).toBe(await variantOf(t.db, ids.whey, "Vanilla"));
    await refundAll(sold.orderNumber, line?.id ?? "", 1);
    expect(await shelves()).toEqual(["whey Chocolate: 2", "whey Vanilla: 1"]);
    await expectLedgerToExplainStock(t.db);
  });

  it("keeps every flavour's and product's ledger equal to its stock after a concurrent mix of sales, refunds and adjustments", async () => {
    const ids = await insertProducts(
      t.db,
      { slug: "whey", flavors: ["Chocolate", "Vanilla"], stock: 80 },
      { slug: "creatine", stock: 40 },
    );
    await recordUnexplainedStock({ db: t.db, reason: "opening" });
    const lines = [
      { productId: ids.whey, flavor: "Chocolate", quantity: 2 },
      { productId: ids.whey, flavor: "Vanilla", quantity: 1 },
      { productId: ids.creatine, quantity: 1 },
    ];
    const first = await Promise.all([1, 2, 3].map(() => placePaidOrder(t.db, lines)));
    const chocolate = await variantOf(t.db, ids.whey, "Chocolate");
    const vanilla = await variantOf(t.db, ids.whey, "Vanilla");
    const creatine = await variantOf(t.db, ids.creatine);
    const adjust = (productId: string, variantId: string, change: number) =>
      adjustStock({ productId, variantId, change, note: "Stocktake", actor, db: t.db });
    await Promise.all([
      ...[1, 2, 3, 4].map(() => placePaidOrder(t.db, lines)),
      ...first.map(async (order) => {
        const [line] = await linesOf(t.db, order.id);
        await refundAll(order.orderNumber, line?.id ?? "", 2);
      }),
      adjust(ids.whey, chocolate, 5),
      adjust(ids.whey, vanilla, -2),
      adjust(ids.creatine, creatine, 10),
    ]);
    // Chocolate: 40 - 7 x 2 + 3 x 2 + 5; Vanilla: 40 - 7 - 2; creatine: 40 - 7 + 10.
    expect(await shelves()).toEqual(["creatine: 43", "whey Chocolate: 37", "whey Vanilla: 31"]);
    await expectLedgerToExplainStock(t.db);
  });
});

describe("the editor keeps the variants with the flavours (decision 180)", () => {
  const draft = (changes: Partial<ProductDraft>): ProductDraft => ({
    title: "Whey",
    slug: "whey",
    category: "protein",
    brandSlug: null,
    priceCents: 4999,
    salePriceCents: null,
    subscriptionPriceCents: null,
    description: "Protein.",
    ingredients: "",
    directions: "",
    tags: [],
    dietary: [],
    flavors: ["Chocolate", "Vanilla"],
    faqs: [],
    bestSeller: false,
    featured: false,
    ...changes,
  });

  it("adds a flavour with no units, removes one only once it has none, and keeps SKUs when the address changes", async () => {
    await upsertTaxonomy({ db: t.db });
    const saved = await createProduct({ draft: { ...draft({}), stock: 5 }, actor, db: t.db });
    if (!saved.ok) throw new Error("refused");
    expect(await shelves()).toEqual(["whey Chocolate: 3", "whey Vanilla: 2"]);

    const update = (changes: Partial<ProductDraft>) =>
      updateProduct({ productId: saved.id, draft: draft(changes), actor, db: t.db });
    expect(await update({ slug: "whey-isolate", flavors: ["Vanilla", "Chocolate", "Mango"] })).toMatchObject({
      ok: true,
    });
    expect(await shelves()).toEqual(["whey-isolate Vanilla: 2", "whey-isolate Chocolate: 3", "whey-isolate Mango: 0"]);
    const skus = await t.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .orderBy(productVariants.position);
    expect(skus.map((row) => row.sku)).toEqual(["WHEY--VANILLA", "WHEY--CHOCOLATE", "WHEY-ISOLATE--MANGO"]);

    // Vanilla has units: removing it would lose them without a ledger row.
    expect(await update({ slug: "whey-isolate", flavors: ["Chocolate", "Mango"] })).toEqual({
      ok: false,
      fieldErrors: { flavors: "Set the stock of Vanilla to 0 on the stock page before removing it." },
    });
    expect(await shelves()).toHaveLength(3);
    // Refused whole: a new address in the same save is not half kept, as a redirect from the old one.
    expect(await update({ slug: "whey-2", flavors: ["Chocolate", "Mango"] })).toMatchObject({ ok: false });
    const redirects = await t.db.select().from(productSlugRedirects);
    expect(redirects.map((row) => row.oldSlug)).toEqual(["whey"]);
    await adjustStock({
      productId: saved.id,
      variantId: await variantOf(t.db, saved.id, "Vanilla"),
      change: -2,
      note: "Discontinued",
      actor,
      db: t.db,
    });
    expect(await update({ slug: "whey-isolate", flavors: ["Chocolate", "Mango"] })).toMatchObject({ ok: true });
    expect(await shelves()).toEqual(["whey-isolate Chocolate: 3", "whey-isolate Mango: 0"]);
    await expectLedgerToExplainStock(t.db);

    // A new product at the old address: the chocolate's SKU is still the renamed product's, the vanilla's is free.
    const again = await createProduct({ draft: { ...draft({ slug: "whey" }), stock: 0 }, actor, db: t.db });
    if (!again.ok) throw new Error("refused");
    const newSkus = await t.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, again.id))
      .orderBy(productVariants.position);
    expect(newSkus.map((row) => row.sku)).toEqual(["WHEY--CHOCOLATE-2", "WHEY--VANILLA"]);

    // Flavours for a product whose units have none: its count must be 0 first.
    const plain = await createProduct({
      draft: { ...draft({ slug: "plain", flavors: [] }), stock: 4 },
      actor,
      db: t.db,
    });
    if (!plain.ok) throw new Error("refused");
    expect(
      await updateProduct({
        productId: plain.id,
        draft: draft({ slug: "plain", flavors: ["Mango"] }),
        actor,
        db: t.db,
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        flavors: "This product's units have no flavor yet: set its stock to 0 on its stock page, then add flavors.",
      },
    });
  });
});

describe("the catalogue CSV and variants (decision 180)", () => {
  it("sets the count of a product without flavours, and refuses a changed count for one with flavours", async () => {
    await insertProducts(
      t.db,
      { slug: "creatine", title: "Creatine", stock: 10 },
      { slug: "whey", title: "Whey", flavors: ["Chocolate", "Vanilla"], stock: 10 },
    );
    await recordUnexplainedStock({ db: t.db, reason: "opening" });
    const file = "Address,Stock\r\ncreatine,14\r\nwhey,12\r\n";
    const imported = await importProductsCsv({ text: file, actor, db: t.db });
    expect(imported).toMatchObject({
      ok: true,
      report: {
        updated: 1,
        rejected: [
          {
            line: 3,
            address: "whey",
            reason: "Stock: a product with flavors is counted per flavor, on its flavor lines or its stock page.",
          },
        ],
      },
    });
    expect(await shelves()).toEqual(["creatine: 14", "whey Chocolate: 5", "whey Vanilla: 5"]);
    // A new flavour from the file gets its variant; the count, unchanged, is left as it is.
    const flavours = await importProductsCsv({
      text: 'Address,Flavours\r\nwhey,"Chocolate\nVanilla\nMango"\r\n',
      actor,
      db: t.db,
    });
    expect(flavours).toMatchObject({ ok: true, report: { updated: 1, rejected: [] } });
    expect(await shelves()).toEqual(["creatine: 14", "whey Chocolate: 5", "whey Vanilla: 5", "whey Mango: 0"]);
    await expectLedgerToExplainStock(t.db);
  });
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("migration 0028 (decision 180)", () => {
  it("splits each product's stock among its flavours, books the split and gives past order lines their variant", async () => {
    const before = migrationsUpTo("0027_product_imports");
    cleanups.push(async () => rmSync(before, { recursive: true, force: true }));
    const database = await emptyDatabase();
    cleanups.push(database.drop);
    const { db } = database.handle;
    await database.migrateTo(before);

    await upsertTaxonomy({ db });
    const made = await db
      .insert(products)
      .values([
        { slug: "whey", title: "Whey", category: "protein", description: "-", priceCents: 5000, stock: 10 },
        { slug: "creatine", title: "Creatine", category: "creatine", description: "-", priceCents: 2000, stock: 7 },
        { slug: "bcaa", title: "BCAA", category: "bcaa", description: "-", priceCents: 3000, stock: 0 },
      ])
      .returning({ id: products.id, slug: products.slug });
    const id = Object.fromEntries(made.map((row) => [row.slug, row.id])) as Record<string, string>;
    await db.execute(
      sql`update products set flavors = array['Chocolate', 'Vanilla', 'Cookies & Cream'] where slug = 'whey'`,
    );
    await db.execute(sql`update products set flavors = array['Mango', 'Lime'] where slug = 'bcaa'`);
    // The ledger as it stood: whey opened at 12 and sold 2; creatine opened at 7.
    await db.execute(sql`
      insert into stock_movements (product_id, product_slug, change, reason) values
        (${id.whey}, 'whey', 12, 'opening'), (${id.whey}, 'whey', -2, 'sale'), (${id.creatine}, 'creatine', 7, 'opening')
    `);
    // Written with SQL: the schema of the code has columns this database does not have yet.
    const row = orderRow();
    const placed = await db.execute(sql`
      insert into orders (public_id, email, first_name, last_name, address, city, state, zip_code, delivery_method,
        subtotal_cents, shipping_cents, total_cents, payment_provider, idempotency_key, request_hash, test_mode)
      values (${row.publicId}, ${row.email}, ${row.firstName}, ${row.lastName}, ${row.address}, ${row.city}, ${row.state},
        ${row.zipCode}, ${row.deliveryMethod}, ${row.subtotalCents}, ${row.shippingCents}, ${row.totalCents},
        ${row.paymentProvider}, ${row.idempotencyKey}, ${row.requestHash}, ${row.testMode})
      returning id
    `);
    const [order] = rowsOf<{ id: string }>(placed);
    await db.execute(sql`
      insert into order_lines (order_id, position, product_id, product_slug, title, flavor, quantity, unit_price_cents, line_total_cents, subscription)
      values (${order?.id}, 0, null, 'gone', 'Gone', 'Vanilla', 1, 1000, 1000, false),
        (${order?.id}, 1, ${id.whey}, 'whey', 'Whey', 'Vanilla', 2, 5000, 10000, false),
        (${order?.id}, 2, ${id.creatine}, 'creatine', 'Creatine', null, 1, 2000, 2000, false)
    `);

    await database.handle.migrate();

    const variants = await db
      .select({
        productId: productVariants.productId,
        flavor: productVariants.flavor,
        sku: productVariants.sku,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .orderBy(asc(productVariants.sku));
    expect(variants).toEqual(
      [
        { productId: id.bcaa, flavor: "Mango", sku: "BCAA--MANGO", stock: 0 },
        { productId: id.bcaa, flavor: "Lime", sku: "BCAA--LIME", stock: 0 },
        { productId: id.creatine, flavor: null, sku: "CREATINE", stock: 7 },
        { productId: id.whey, flavor: "Chocolate", sku: "WHEY--CHOCOLATE", stock: 4 },
        { productId: id.whey, flavor: "Cookies & Cream", sku: "WHEY--COOKIES-CREAM", stock: 3 },
        { productId: id.whey, flavor: "Vanilla", sku: "WHEY--VANILLA", stock: 3 },
      ].sort((a, b) => (a.sku < b.sku ? -1 : 1)),
    );
    // Not a unit lost: each product keeps its count, and its rows and each variant's rows sum to their stock.
    const counts = await db.select({ slug: products.slug, stock: products.stock }).from(products);
    expect(Object.fromEntries(counts.map((row) => [row.slug, row.stock]))).toEqual({ whey: 10, creatine: 7, bcaa: 0 });
    await expectLedgerToExplainStock(db);
    const lines = await db
      .select({ flavor: orderLines.flavor, sku: productVariants.sku })
      .from(orderLines)
      .leftJoin(productVariants, eq(productVariants.id, orderLines.variantId))
      .orderBy(orderLines.position);
    expect(lines).toEqual([
      { flavor: "Vanilla", sku: null },
      { flavor: "Vanilla", sku: "WHEY--VANILLA" },
      { flavor: null, sku: "CREATINE" },
    ]);
    // From now on the product's count follows its variants'.
    await db.update(productVariants).set({ stock: 9 }).where(eq(productVariants.sku, "WHEY--VANILLA"));
    await db.delete(productVariants).where(eq(productVariants.sku, "WHEY--CHOCOLATE"));
    const [whey] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id.whey as string));
    expect(whey?.stock).toBe(12);
  });
});
