import { randomUUID } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { getProductBySlug, getProductRedirect } from "~/.server/catalog/products";
import { upsertTaxonomy } from "~/.server/catalog/taxonomy";
import { getEditableProduct, listProductsForAdmin } from "~/.server/catalog-editor/admin-products";
import { duplicateProduct, setProductArchived } from "~/.server/catalog-editor/archive-product";
import { addProductPhotos, changeProductPhoto } from "~/.server/catalog-editor/product-photos";
import { createProduct, updateProduct } from "~/.server/catalog-editor/save-product";
import {
  auditLog,
  imageOriginals,
  outboxMessages,
  productSlugRedirects,
  products,
  stockMovements,
} from "~/.server/db/schema";
import { createImageStore, type ImageStore } from "~/.server/images/store";
import { imageKeyOfUrl } from "~/.server/images/urls";
import { EMAIL_TOPIC } from "~/.server/mail/message";
import { createDatabaseRateLimitStore } from "~/.server/rate-limit/database-store";
import { adjustStock } from "~/.server/stock/adjust-stock";
import { confirmBackInStockNotice, requestBackInStockNotice } from "~/.server/stock/back-in-stock";
import { ADMIN_PAGE_SIZE } from "~/lib/admin";
import { MAX_IMAGES, type NewProductDraft, type ProductDraft, type ProductListState } from "~/lib/product-editor";
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from "~/lib/product-photos";
import type { PhotoChange } from "~/lib/product-photos.schema";
import { insertProducts, PUBLIC_URL, stockOf, variantOf } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";
import { ledgerAgainstStock } from "../../support/stock-ledger";

/*
 * The back office's product editor (decision 174): adding, editing, archiving, duplicating and the photos of a
 * product, each with its audit row, on the engine the project runs.
 */

const t = withTestDatabase();
const actor = { userId: null, email: "owner@example.com" };

// The categories and brands a product is filed under.
beforeEach(async () => {
  await upsertTaxonomy({ db: t.db });
});

/** The editor's draft of a Rule One whey, as the form's schema hands it to the server. */
function productDraft(changes: Partial<ProductDraft> = {}): ProductDraft {
  return {
    title: "Rule One Whey Isolate",
    slug: "r1-whey-isolate",
    category: "protein",
    brandSlug: "rule-one",
    priceCents: 4999,
    salePriceCents: null,
    subscriptionPriceCents: 4499,
    description: "Fast-digesting whey isolate.",
    ingredients: "Whey protein isolate.",
    directions: "Mix one scoop with 8 oz of water.",
    tags: ["whey", "isolate"],
    dietary: ["Gluten Free"],
    flavors: ["Chocolate", "Vanilla"],
    faqs: [{ question: "Is it sweet?", answer: "Lightly." }],
    bestSeller: false,
    featured: true,
    ...changes,
  };
}

function newDraft(changes: Partial<NewProductDraft> = {}): NewProductDraft {
  return { ...productDraft(), stock: 24, ...changes };
}

/** Adds a product through the editor's path; the test stops if it is refused. */
async function create(changes: Partial<NewProductDraft> = {}) {
  const saved = await createProduct({ draft: newDraft(changes), actor, db: t.db });
  if (!saved.ok) throw new Error(`the product was refused: ${JSON.stringify(saved.fieldErrors)}`);
  return saved;
}

async function auditRows(action?: string) {
  return t.db
    .select({
      action: auditLog.action,
      subject: auditLog.subject,
      actorEmail: auditLog.actorEmail,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined)
    .orderBy(asc(auditLog.createdAt));
}

async function movementsOf(productId: string) {
  return t.db
    .select({
      productSlug: stockMovements.productSlug,
      change: stockMovements.change,
      reason: stockMovements.reason,
      note: stockMovements.note,
      actorEmail: stockMovements.actorEmail,
    })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(asc(stockMovements.createdAt));
}

async function countOf(table: PgTable) {
  const [row] = await t.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

async function redirects() {
  return t.db
    .select({ oldSlug: productSlugRedirects.oldSlug, productId: productSlugRedirects.productId })
    .from(productSlugRedirects)
    .orderBy(asc(productSlugRedirects.oldSlug));
}

describe("createProduct (decision 174)", () => {
  it("adds a listed product with its brand's name, its opening stock in the ledger and an audit row", async () => {
    const saved = await create();
    expect(saved).toEqual({ ok: true, id: expect.any(String), slug: "r1-whey-isolate" });

    const product = await getProductBySlug({ slug: "r1-whey-isolate", db: t.db });
    expect(product).toEqual({
      ...productDraft(),
      id: saved.id,
      // Kept beside the slug, for the search vector.
      brand: "Rule One Proteins",
      stock: 24,
      // The opening count is shared out among the flavours (decision 180).
      variants: [
        { flavor: "Chocolate", sku: "R1-WHEY-ISOLATE--CHOCOLATE", stock: 12, priceCents: null, salePriceCents: null },
        { flavor: "Vanilla", sku: "R1-WHEY-ISOLATE--VANILLA", stock: 12, priceCents: null, salePriceCents: null },
      ],
      images: [],
      imageAlts: {},
      rating: 0,
      reviewCount: 0,
    });
    const opening = {
      productSlug: "r1-whey-isolate",
      change: 12,
      reason: "opening",
      note: "New product",
      actorEmail: "owner@example.com",
    };
    expect(await movementsOf(saved.id)).toEqual([opening, opening]);
    expect(await auditRows()).toEqual([
      {
        action: "product.created",
        subject: "product r1-whey-isolate",
        actorEmail: "owner@example.com",
        before: null,
        after: { ...productDraft(), stock: 24, archived: false },
      },
    ]);
  });

  it("books no ledger row for a product that opens with nothing on the shelf", async () => {
    const saved = await create({ stock: 0 });
    expect((await getProductBySlug({ slug: saved.slug, db: t.db }))?.stock).toBe(0);
    expect(await stockOf(t.db, saved.id)).toBe(0);
    expect(await movementsOf(saved.id)).toEqual([]);
    expect((await auditRows("product.created")).map((row) => row.after)).toEqual([
      { ...productDraft(), stock: 0, archived: false },
    ]);
  });

  it("answers an unknown category or brand, or an address another product has, as field errors, writing nothing", async () => {
    await create();
    const refused: [Partial<NewProductDraft>, Record<string, string>][] = [
      [{ slug: "other-1", category: "gummies" }, { category: "Choose a category from the list." }],
      [{ slug: "other-2", brandSlug: "acme" }, { brandSlug: "Choose a brand from the list." }],
      [
        { title: "Another Whey Isolate", slug: "r1-whey-isolate" },
        { slug: "Rule One Whey Isolate already has this address: choose another." },
      ],
      [
        { category: "gummies", brandSlug: "acme" },
        {
          category: "Choose a category from the list.",
          brandSlug: "Choose a brand from the list.",
          slug: "Rule One Whey Isolate already has this address: choose another.",
        },
      ],
    ];
    for (const [changes, fieldErrors] of refused) {
      expect(await createProduct({ draft: newDraft(changes), actor, db: t.db }), JSON.stringify(changes)).toEqual({
        ok: false,
        fieldErrors,
      });
    }
    expect(await countOf(products)).toBe(1);
    // One opening row per flavour of the one product made.
    expect(await countOf(stockMovements)).toBe(2);
    expect(await countOf(auditLog)).toBe(1);
  });

  it("keeps the ledger summing to every product's stock", async () => {
    const whey = await create();
    await create({ title: "Creatine", slug: "creatine", category: "creatine", brandSlug: null, stock: 0 });
    await create({ title: "BCAA", slug: "bcaa", category: "bcaa", brandSlug: null, stock: 7 });
    await adjustStock({
      productId: whey.id,
      variantId: await variantOf(t.db, whey.id),
      change: -4,
      note: "Damaged in the post",
      actor,
      db: t.db,
    });
    await duplicateProduct({ productId: whey.id, actor, db: t.db });
    expect(await ledgerAgainstStock(t.db)).toEqual([
      { slug: "bcaa", stock: 7, ledger: 7 },
      { slug: "creatine", stock: 0, ledger: 0 },
      { slug: "r1-whey-isolate", stock: 20, ledger: 20 },
      { slug: "r1-whey-isolate-copy", stock: 0, ledger: 0 },
    ]);
  });
});

describe("updateProduct (decision 174)", () => {
  it("saves the draft's fields, and leaves the stock and photos changed meanwhile as they are", async () => {
    const saved = await create();
    // While the editor is open, a sale takes stock and a photo is uploaded: the save must undo neither.
    await adjustStock({
      productId: saved.id,
      variantId: await variantOf(t.db, saved.id),
      change: -3,
      note: "Sold at the counter",
      actor,
      db: t.db,
    });
    const photo = "/images/products/r1-whey-isolate-0a1b2c3d4e5f.webp";
    await t.db
      .update(products)
      .set({ images: [photo] })
      .where(eq(products.id, saved.id));

    const edited = productDraft({
      title: "Rule One Whey Isolate 5 lb",
      brandSlug: "bucked-up",
      priceCents: 8999,
      salePriceCents: 7999,
      subscriptionPriceCents: 7499,
      tags: ["whey"],
      dietary: [],
      flavors: ["Vanilla", "Chocolate", "Cookies and Cream"],
      faqs: [],
      bestSeller: true,
      featured: false,
    });
    expect(await updateProduct({ productId: saved.id, draft: edited, actor, db: t.db })).toEqual({
      ok: true,
      id: saved.id,
      slug: "r1-whey-isolate",
    });

    expect(await getEditableProduct({ productId: saved.id, db: t.db })).toMatchObject({
      ...edited,
      stock: 21,
      images: [photo],
      archivedAt: null,
      oldSlugs: [],
    });
    expect((await getProductBySlug({ slug: "r1-whey-isolate", db: t.db }))?.brand).toBe("Bucked Up");
    expect(await ledgerAgainstStock(t.db)).toEqual([{ slug: "r1-whey-isolate", stock: 21, ledger: 21 }]);
  });

  it("records only the changed fields in its audit row, and writes none when nothing changed", async () => {
    const saved = await create();
    const edited = productDraft({ priceCents: 4599, tags: ["whey", "isolate", "vegan"] });
    await updateProduct({ productId: saved.id, draft: edited, actor, db: t.db });
    const updated = [
      {
        action: "product.updated",
        subject: "product r1-whey-isolate",
        actorEmail: "owner@example.com",
        before: { priceCents: 4999, tags: ["whey", "isolate"] },
        after: { priceCents: 4599, tags: ["whey", "isolate", "vegan"] },
      },
    ];
    expect(await auditRows("product.updated")).toEqual(updated);

    // The same draft again, FAQs included (the database gives their keys back in its own order): nothing changed.
    expect(await updateProduct({ productId: saved.id, draft: edited, actor, db: t.db })).toMatchObject({ ok: true });
    expect(await auditRows("product.updated")).toEqual(updated);
  });

  it("keeps the old address as a redirect; renaming back removes that one and records the other", async () => {
    const saved = await create();
    expect(
      await updateProduct({ productId: saved.id, draft: productDraft({ slug: "r1-isolate" }), actor, db: t.db }),
    ).toEqual({ ok: true, id: saved.id, slug: "r1-isolate" });
    expect(await getProductBySlug({ slug: "r1-whey-isolate", db: t.db })).toBeNull();
    expect((await getProductBySlug({ slug: "r1-isolate", db: t.db }))?.id).toBe(saved.id);
    expect(await getProductRedirect({ slug: "r1-whey-isolate", db: t.db })).toBe("r1-isolate");
    expect((await getEditableProduct({ productId: saved.id, db: t.db }))?.oldSlugs).toEqual(["r1-whey-isolate"]);
    expect(await auditRows("product.updated")).toEqual([
      {
        action: "product.updated",
        subject: "product r1-isolate",
        actorEmail: "owner@example.com",
        before: { slug: "r1-whey-isolate" },
        after: { slug: "r1-isolate" },
      },
    ]);

    await updateProduct({ productId: saved.id, draft: productDraft({ slug: "r1-whey-isolate" }), actor, db: t.db });
    expect((await getProductBySlug({ slug: "r1-whey-isolate", db: t.db }))?.id).toBe(saved.id);
    expect(await getProductRedirect({ slug: "r1-whey-isolate", db: t.db })).toBeNull();
    expect(await getProductRedirect({ slug: "r1-isolate", db: t.db })).toBe("r1-whey-isolate");
    expect(await redirects()).toEqual([{ oldSlug: "r1-isolate", productId: saved.id }]);

    // A new product may take a former address: it is the new product's, and the redirect goes.
    const sample = await create({ title: "R1 Isolate Sample", slug: "r1-isolate", stock: 0 });
    expect((await getProductBySlug({ slug: "r1-isolate", db: t.db }))?.id).toBe(sample.id);
    expect(await getProductRedirect({ slug: "r1-isolate", db: t.db })).toBeNull();
    expect(await redirects()).toEqual([]);
  });

  it("refuses an address another product has, and an unknown category, changing nothing", async () => {
    const saved = await create();
    await create({
      title: "Creatine Monohydrate",
      slug: "creatine-monohydrate",
      category: "creatine",
      brandSlug: null,
    });
    const renamed = productDraft({ title: "Renamed", slug: "creatine-monohydrate" });
    expect(await updateProduct({ productId: saved.id, draft: renamed, actor, db: t.db })).toEqual({
      ok: false,
      fieldErrors: { slug: "Creatine Monohydrate already has this address: choose another." },
    });
    const refiled = productDraft({ title: "Renamed", category: "gummies" });
    expect(await updateProduct({ productId: saved.id, draft: refiled, actor, db: t.db })).toEqual({
      ok: false,
      fieldErrors: { category: "Choose a category from the list." },
    });
    expect(await getEditableProduct({ productId: saved.id, db: t.db })).toMatchObject({
      title: "Rule One Whey Isolate",
      slug: "r1-whey-isolate",
      category: "protein",
    });
    expect(await redirects()).toEqual([]);
    expect(await auditRows("product.updated")).toEqual([]);
  });

  it("answers a product that does not exist as not found", async () => {
    expect(await updateProduct({ productId: randomUUID(), draft: productDraft(), actor, db: t.db })).toEqual({
      ok: false,
      notFound: true,
    });
    expect(await countOf(auditLog)).toBe(0);
  });
});

describe("setProductArchived (decision 174)", () => {
  it("takes the product out of the store and puts it back, once each however often it is asked", async () => {
    const saved = await create();
    const archive = (archived: boolean) => setProductArchived({ productId: saved.id, archived, actor, db: t.db });

    expect(await archive(true)).toEqual({ ok: true, title: "Rule One Whey Isolate", archived: true });
    expect(await getProductBySlug({ slug: "r1-whey-isolate", db: t.db })).toBeNull();
    expect((await getEditableProduct({ productId: saved.id, db: t.db }))?.archivedAt).toBeInstanceOf(Date);
    expect(await archive(true)).toEqual({ ok: true, title: "Rule One Whey Isolate", archived: true });
    expect(await auditRows("product.archived")).toEqual([
      {
        action: "product.archived",
        subject: "product r1-whey-isolate",
        actorEmail: "owner@example.com",
        before: null,
        after: null,
      },
    ]);

    expect(await archive(false)).toEqual({ ok: true, title: "Rule One Whey Isolate", archived: false });
    expect((await getProductBySlug({ slug: "r1-whey-isolate", db: t.db }))?.id).toBe(saved.id);
    expect((await getEditableProduct({ productId: saved.id, db: t.db }))?.archivedAt).toBeNull();
    expect(await archive(false)).toEqual({ ok: true, title: "Rule One Whey Isolate", archived: false });
    expect(await auditRows("product.restored")).toHaveLength(1);
    // Nothing but the state changed: the stock and its ledger are as they were.
    expect(await ledgerAgainstStock(t.db)).toEqual([{ slug: "r1-whey-isolate", stock: 24, ledger: 24 }]);
  });

  it("answers a product that does not exist", async () => {
    expect(await setProductArchived({ productId: randomUUID(), archived: true, actor, db: t.db })).toEqual({
      ok: false,
      reason: "That product no longer exists.",
    });
  });

  it("sends, when the product is put back, the back-in-stock notices that waited while it was archived", async () => {
    const saved = await create({ stock: 0 });
    const mails = async () =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, EMAIL_TOPIC))).map(
        (row) => row.payload as { to: string; subject: string; text: string },
      );
    // The product has flavours: the shopper waits for the one chosen (decision 181).
    const asked = await requestBackInStockNotice({
      productId: saved.id,
      flavor: "Chocolate",
      email: "dana@example.com",
      clientIp: "203.0.113.7",
      publicUrl: PUBLIC_URL,
      db: t.db,
      rateLimitStore: createDatabaseRateLimitStore(t.db),
    });
    expect(asked.status).toBe(200);
    const token = (await mails()).at(-1)?.text.match(/\/back-in-stock\?token=([\w-]+)/)?.[1] ?? "";
    expect(await confirmBackInStockNotice({ token, publicUrl: PUBLIC_URL, db: t.db })).toEqual({
      title: "Rule One Whey Isolate (Chocolate)",
    });

    await setProductArchived({ productId: saved.id, archived: true, actor, db: t.db });
    // Stock arrives while it is archived: the confirmed request waits rather than link to a missing page.
    await adjustStock({
      productId: saved.id,
      variantId: await variantOf(t.db, saved.id, "Chocolate"),
      change: 5,
      note: "Delivery",
      actor,
      db: t.db,
    });
    const notices = async () =>
      (await mails()).filter((mail) => mail.subject === "Back in stock: Rule One Whey Isolate (Chocolate)");
    expect(await notices()).toEqual([]);

    await setProductArchived({ productId: saved.id, archived: false, actor, db: t.db });
    const sent = await notices();
    expect(sent.map((mail) => mail.to)).toEqual(["dana@example.com"]);
    expect(sent[0]?.text).toContain(`${PUBLIC_URL}/product/r1-whey-isolate`);

    // Once only: archiving and restoring again sends nothing more.
    await setProductArchived({ productId: saved.id, archived: true, actor, db: t.db });
    await setProductArchived({ productId: saved.id, archived: false, actor, db: t.db });
    expect(await notices()).toHaveLength(1);
  });
});

describe("duplicateProduct (decision 174)", () => {
  it("copies a product archived, as “(copy)” under a free address, with its photos but no stock", async () => {
    const saved = await create({ featured: true, bestSeller: true });
    const photos = ["/images/products/r1-whey-isolate-1.png", "/images/products/r1-whey-isolate-2.png"];
    await t.db.update(products).set({ images: photos }).where(eq(products.id, saved.id));

    const first = await duplicateProduct({ productId: saved.id, actor, db: t.db });
    expect(first).toEqual({ ok: true, id: expect.any(String), slug: "r1-whey-isolate-copy" });
    if (!first.ok) throw new Error("the copy was not made");
    const copy = await getEditableProduct({ productId: first.id, db: t.db });
    expect(copy).toMatchObject({
      ...productDraft(),
      title: "Rule One Whey Isolate (copy)",
      slug: "r1-whey-isolate-copy",
      featured: false,
      bestSeller: false,
      stock: 0,
      images: photos,
      rating: 0,
      reviewCount: 0,
      oldSlugs: [],
    });
    expect(copy?.archivedAt).toBeInstanceOf(Date);
    expect(await getProductBySlug({ slug: "r1-whey-isolate-copy", db: t.db })).toBeNull();
    expect(await movementsOf(first.id)).toEqual([]);

    const second = await duplicateProduct({ productId: saved.id, actor, db: t.db });
    expect(second).toEqual({ ok: true, id: expect.any(String), slug: "r1-whey-isolate-copy-2" });

    // The original is as it was, still in the store.
    expect(await getProductBySlug({ slug: "r1-whey-isolate", db: t.db })).toMatchObject({
      id: saved.id,
      stock: 24,
      images: photos,
      featured: true,
      bestSeller: true,
    });
    const created = await auditRows("product.created");
    expect(created.map((row) => [row.subject, (row.after as { archived: boolean }).archived])).toEqual(
      expect.arrayContaining([
        ["product r1-whey-isolate", false],
        ["product r1-whey-isolate-copy", true],
        ["product r1-whey-isolate-copy-2", true],
      ]),
    );
    expect(created).toHaveLength(3);
  });

  it("answers a product that does not exist as not found", async () => {
    expect(await duplicateProduct({ productId: randomUUID(), actor, db: t.db })).toEqual({
      ok: false,
      notFound: true,
    });
    expect(await countOf(products)).toBe(0);
  });
});

describe("listProductsForAdmin (decision 174)", () => {
  it("lists the products in the store, the archived ones or all, A-Z, by part of the name", async () => {
    const ids = await insertProducts(
      t.db,
      {
        slug: "charlie",
        title: "Charlie Whey",
        brand: "Bucked Up",
        priceCents: 3000,
        salePriceCents: 2500,
        stock: 7,
      },
      { slug: "alpha", title: "alpha whey" },
      { slug: "bravo", title: "Bravo Creatine", archivedAt: new Date() },
    );
    const titles = async (state: ProductListState, q?: string) =>
      (await listProductsForAdmin({ state, q, page: 1, db: t.db })).items.map((item) => item.title);

    expect(await titles("listed")).toEqual(["alpha whey", "Charlie Whey"]);
    expect(await titles("archived")).toEqual(["Bravo Creatine"]);
    expect(await titles("all")).toEqual(["alpha whey", "Bravo Creatine", "Charlie Whey"]);
    expect(await titles("all", "WHEY")).toEqual(["alpha whey", "Charlie Whey"]);
    expect(await titles("listed", "creat")).toEqual([]);
    expect(await titles("all", "creat")).toEqual(["Bravo Creatine"]);
    // LIKE's own characters are searched for as themselves.
    expect(await titles("all", "%")).toEqual([]);

    expect(await listProductsForAdmin({ state: "listed", q: "charlie", page: 1, db: t.db })).toEqual({
      items: [
        {
          id: ids.charlie,
          slug: "charlie",
          title: "Charlie Whey",
          category: "protein",
          brand: "Bucked Up",
          priceCents: 3000,
          salePriceCents: 2500,
          stock: 7,
          image: "/images/products/charlie-1.png",
          archived: false,
        },
      ],
      page: 1,
      pageCount: 1,
    });
    const archived = await listProductsForAdmin({ state: "archived", page: 1, db: t.db });
    expect(archived.items).toMatchObject([{ id: ids.bravo, archived: true }]);
  });

  it("pages through the list", async () => {
    const total = ADMIN_PAGE_SIZE + 2;
    const rows = Array.from({ length: total }, (_, index) => {
      const n = String(index + 1).padStart(2, "0");
      return { slug: `bulk-${n}`, title: `Bulk ${n}` };
    });
    await insertProducts(t.db, ...rows);

    const first = await listProductsForAdmin({ state: "listed", page: 1, db: t.db });
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.items[0]?.title).toBe("Bulk 01");
    expect({ page: first.page, pageCount: first.pageCount }).toEqual({ page: 1, pageCount: 2 });
    const second = await listProductsForAdmin({ state: "listed", page: 2, db: t.db });
    expect(second.items.map((item) => item.title)).toEqual([`Bulk ${ADMIN_PAGE_SIZE + 1}`, `Bulk ${total}`]);
    expect({ page: second.page, pageCount: second.pageCount }).toEqual({ page: 2, pageCount: 2 });
    expect((await listProductsForAdmin({ state: "listed", page: 3, db: t.db })).items).toEqual([]);
  });
});

describe("addProductPhotos (decision 174)", () => {
  /** An image store of the test's own, on its database (no S3 settings), as a store without a bucket has. */
  function photoStore(): ImageStore {
    return createImageStore({ env: { S3_REGION: "us-east-1" }, db: t.db });
  }

  function photo(width: number, height: number, background = "#c00") {
    return sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer();
  }

  async function storedImage(store: ImageStore, url: string) {
    const bytes = await store.read(imageKeyOfUrl(url));
    if (!bytes) throw new Error(`no original for ${url}`);
    return sharp(bytes).metadata();
  }

  async function imagesOf(productId: string) {
    return (await getEditableProduct({ productId, db: t.db }))?.images ?? [];
  }

  it("adds a photo after the others, stored as WebP no larger than the longest side kept", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey" });
    const store = photoStore();
    const files = [{ name: "IMG_0001.jpg", bytes: await photo(3000, 2000) }];

    expect(await addProductPhotos({ productId: ids.whey, files, actor, store, db: t.db })).toEqual({
      ok: true,
      title: "Whey",
      added: 1,
      rejected: [],
    });
    const images = await imagesOf(ids.whey);
    expect(images).toHaveLength(2);
    expect(images[0]).toBe("/images/products/whey-1.png");
    const url = images[1] ?? "";
    expect(url).toMatch(/^\/images\/products\/whey-[0-9a-f]{12}\.webp$/);
    const stored = await storedImage(store, url);
    expect(stored.format).toBe("webp");
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(PHOTO_MAX_SIDE);
    expect([stored.width, stored.height]).toEqual([PHOTO_MAX_SIDE, (PHOTO_MAX_SIDE * 2) / 3]);

    expect(await auditRows("product.photos_added")).toEqual([
      {
        action: "product.photos_added",
        subject: "product whey",
        actorEmail: "owner@example.com",
        before: { images: ["/images/products/whey-1.png"], imageAlts: {} },
        after: { images, imageAlts: {} },
      },
    ]);
  });

  it("lists a file that is not a photo, or too large, with why, and adds the rest of the same upload", async () => {
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey" });
    const store = photoStore();
    const files = [
      { name: "photo.jpg", bytes: new TextEncoder().encode("not a photo at all") },
      { name: "small.jpg", bytes: await photo(800, 600, "#0a0") },
      { name: "huge.jpg", bytes: new Uint8Array(PHOTO_MAX_BYTES + 1) },
    ];

    expect(await addProductPhotos({ productId: ids.whey, files, actor, store, db: t.db })).toEqual({
      ok: true,
      title: "Whey",
      added: 1,
      rejected: [
        { name: "photo.jpg", reason: "is not a photo the store can read: send a JPEG, PNG, WebP or AVIF." },
        { name: "huge.jpg", reason: `is over ${PHOTO_MAX_BYTES / 1024 / 1024} MB.` },
      ],
    });
    const images = await imagesOf(ids.whey);
    expect(images).toHaveLength(2);
    // A photo smaller than the longest side kept is not enlarged.
    const stored = await storedImage(store, images[1] ?? "");
    expect([stored.format, stored.width, stored.height]).toEqual(["webp", 800, 600]);
    expect(await countOf(imageOriginals)).toBe(1);
  });

  it("refuses more photos than the product has room for, and answers a product that does not exist", async () => {
    const before = Array.from({ length: MAX_IMAGES - 1 }, (_, index) => `/images/products/whey-${index + 1}.png`);
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey", images: before });
    const store = photoStore();
    const file = { name: "shaker.jpg", bytes: await photo(40, 30) };

    expect(await addProductPhotos({ productId: ids.whey, files: [file, file], actor, store, db: t.db })).toEqual({
      ok: false,
      code: "full",
      reason: `A product has at most ${MAX_IMAGES} photos: this one has room for 1 more.`,
    });
    expect(await imagesOf(ids.whey)).toEqual(before);
    expect(await countOf(imageOriginals)).toBe(0);

    expect(await addProductPhotos({ productId: ids.whey, files: [file], actor, store, db: t.db })).toMatchObject({
      ok: true,
      added: 1,
    });
    expect(await imagesOf(ids.whey)).toHaveLength(MAX_IMAGES);
    expect(await addProductPhotos({ productId: ids.whey, files: [file], actor, store, db: t.db })).toMatchObject({
      ok: false,
      code: "full",
    });

    expect(await addProductPhotos({ productId: randomUUID(), files: [file], actor, store, db: t.db })).toEqual({
      ok: false,
      code: "not_found",
      reason: "That product no longer exists.",
    });
  });
});

describe("changeProductPhoto (decision 174)", () => {
  it("moves a photo up or down, keeps the order at either end, and takes one off, each with an audit row", async () => {
    const a = "/images/products/whey-1.png";
    const b = "/images/products/whey-2.png";
    const c = "/images/products/whey-3.png";
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey", images: [a, b, c] });
    const change = (photoChange: PhotoChange) =>
      changeProductPhoto({ productId: ids.whey, change: photoChange, actor, db: t.db });
    const images = async () => (await getEditableProduct({ productId: ids.whey, db: t.db }))?.images;

    expect(await change({ intent: "move", image: c, direction: "up" })).toEqual({ ok: true, title: "Whey" });
    expect(await images()).toEqual([a, c, b]);
    expect(await change({ intent: "move", image: a, direction: "down" })).toEqual({ ok: true, title: "Whey" });
    expect(await images()).toEqual([c, a, b]);
    // The first cannot go further up, nor the last further down.
    expect(await change({ intent: "move", image: c, direction: "up" })).toEqual({ ok: true, title: "Whey" });
    expect(await change({ intent: "move", image: b, direction: "down" })).toEqual({ ok: true, title: "Whey" });
    expect(await images()).toEqual([c, a, b]);
    expect(await change({ intent: "remove", image: a })).toEqual({ ok: true, title: "Whey" });
    expect(await images()).toEqual([c, b]);

    const gone = { ok: false, code: "unknown_photo", reason: "That photo is no longer on this product." };
    expect(await change({ intent: "remove", image: a })).toEqual(gone);
    expect(await change({ intent: "move", image: "/images/products/other-1.png", direction: "up" })).toEqual(gone);
    expect(await images()).toEqual([c, b]);
    expect(
      await changeProductPhoto({ productId: randomUUID(), change: { intent: "remove", image: c }, actor, db: t.db }),
    ).toEqual({ ok: false, code: "not_found", reason: "That product no longer exists." });

    expect(await auditRows("product.photo_removed")).toEqual([
      {
        action: "product.photo_removed",
        subject: "product whey",
        actorEmail: "owner@example.com",
        before: { images: [c, a, b], imageAlts: {} },
        after: { images: [c, b], imageAlts: {} },
      },
    ]);
    // Two moves changed the order; the two at either end changed nothing and wrote nothing.
    const moved = await auditRows("product.photo_moved");
    expect(moved).toHaveLength(2);
    expect(moved).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          before: { images: [a, b, c], imageAlts: {} },
          after: { images: [a, c, b], imageAlts: {} },
        }),
        expect.objectContaining({
          before: { images: [a, c, b], imageAlts: {} },
          after: { images: [c, a, b], imageAlts: {} },
        }),
      ]),
    );
  });

  it("describes a photo (decision 177): the words follow it when moved, leave with it, and reach the product page", async () => {
    const a = "/images/products/whey-1.png";
    const b = "/images/products/whey-2.png";
    const ids = await insertProducts(t.db, { slug: "whey", title: "Whey", images: [a, b] });
    const change = (photoChange: PhotoChange) =>
      changeProductPhoto({ productId: ids.whey, change: photoChange, actor, db: t.db });
    const photos = async () => {
      const product = await getEditableProduct({ productId: ids.whey, db: t.db });
      return { images: product?.images, imageAlts: product?.imageAlts };
    };

    expect(await change({ intent: "alt", image: b, alt: "The tub's nutrition label" })).toEqual({
      ok: true,
      title: "Whey",
    });
    expect(await change({ intent: "move", image: b, direction: "up" })).toEqual({ ok: true, title: "Whey" });
    expect(await photos()).toEqual({ images: [b, a], imageAlts: { [b]: "The tub's nutrition label" } });
    expect((await getProductBySlug({ slug: "whey", db: t.db }))?.imageAlts).toEqual({
      [b]: "The tub's nutrition label",
    });
    // The same words again write nothing; a photo not on the product is refused.
    expect(await change({ intent: "alt", image: b, alt: "The tub's nutrition label" })).toEqual({
      ok: true,
      title: "Whey",
    });
    expect(await change({ intent: "alt", image: "/images/products/other-1.png", alt: "Other" })).toMatchObject({
      ok: false,
      code: "unknown_photo",
    });
    expect(await auditRows("product.photo_described")).toEqual([
      {
        action: "product.photo_described",
        subject: "product whey",
        actorEmail: "owner@example.com",
        before: { images: [a, b], imageAlts: {} },
        after: { images: [a, b], imageAlts: { [b]: "The tub's nutrition label" } },
      },
    ]);

    // Empty words give the photo back the product's name; a photo taken off takes its words along.
    await change({ intent: "alt", image: a, alt: "Front of the tub" });
    await change({ intent: "alt", image: b, alt: "" });
    expect((await photos()).imageAlts).toEqual({ [a]: "Front of the tub" });
    await change({ intent: "remove", image: a });
    expect(await photos()).toEqual({ images: [b], imageAlts: {} });

    // A duplicate keeps its original's words.
    await change({ intent: "alt", image: b, alt: "Back of the tub" });
    const copy = await duplicateProduct({ productId: ids.whey, actor, db: t.db });
    if (!copy.ok) throw new Error("the duplicate was refused");
    expect((await getEditableProduct({ productId: copy.id, db: t.db }))?.imageAlts).toEqual({
      [b]: "Back of the tub",
    });
  });
});
