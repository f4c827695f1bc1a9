import { asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getTaxonomy, upsertTaxonomy } from "~/.server/catalog/taxonomy";
import { auditLog, products } from "~/.server/db/schema";
import { BRANDS, CATEGORIES } from "~/lib/catalog";
import { action, loader } from "~/routes/admin/categories";
import { createMember, createOwner, routeCaller, withProcessDatabase } from "../../../support/admin";
import { withTestDatabase } from "../../../support/database";

// Accounts are made the real way, with deliberately slow password hashing.
vi.setConfig({ testTimeout: 90_000 });

const t = withTestDatabase();
const app = withProcessDatabase(t);

const post = routeCaller(action, "/admin/categories");
const load = routeCaller(loader, "/admin/categories");

async function owner() {
  await upsertTaxonomy({ db: t.db });
  return createOwner({ ...app, db: t.db });
}

const slugs = (list: { slug: string }[]) => list.map((entry) => entry.slug);

/** A Chemix product in this category. */
async function addChemixProduct(slug: string, category: string) {
  await t.db.insert(products).values({
    slug,
    title: "Pump",
    category,
    brandSlug: "chemix",
    brand: "Chemix",
    description: "Test product.",
    priceCents: 1000,
  });
}

describe("/admin/categories", () => {
  it("adds, renames and reorders, with audit rows, and the storefront's lists follow at once", async () => {
    const { cookie } = await owner();
    // Read once, so the storefront's copy is cached before the changes.
    expect(slugs((await getTaxonomy({ db: t.db })).categories)).toEqual(slugs([...CATEGORIES]));

    expect(await post(cookie, { intent: "add", kind: "category", name: "  Sports Drinks " })).toEqual({
      status: 200,
      data: { intent: "add", kind: "category", done: "Sports Drinks added." },
    });
    expect(await post(cookie, { intent: "edit", kind: "category", slug: "bcaa", name: "BCAAs" })).toMatchObject({
      status: 200,
      data: { done: "BCAAs saved." },
    });
    expect(
      await post(cookie, { intent: "move", kind: "category", slug: "sports-drinks", direction: "up" }),
    ).toMatchObject({ status: 200, data: { done: "Sports Drinks moved up." } });
    const added = { slug: "acme-labs", name: "Acme Labs", tagline: "Lab-made.", hasPage: true, logo: "" };
    expect(
      await post(cookie, { intent: "add", kind: "brand", name: "Acme Labs", tagline: "Lab-made.", hasPage: "on" }),
    ).toMatchObject({ status: 200, data: { done: "Acme Labs added." } });
    await post(cookie, { intent: "edit", kind: "brand", slug: "chemix", name: "Chemix Labs", tagline: "New." });

    const storefront = await getTaxonomy({ db: t.db });
    const expected = slugs([...CATEGORIES]);
    expected.splice(expected.length - 1, 0, "sports-drinks");
    expect(slugs(storefront.categories)).toEqual(expected);
    expect(storefront.categories.find((c) => c.slug === "bcaa")?.name).toBe("BCAAs");
    expect(storefront.brands.at(-1)).toEqual(added);
    expect(storefront.brands.find((b) => b.slug === "chemix")).toEqual({
      slug: "chemix",
      name: "Chemix Labs",
      tagline: "New.",
      hasPage: false,
      logo: "/images/brands/chemix.png",
    });
    expect((await load(cookie)).data).toEqual({ taxonomy: storefront });

    const audit = await t.db.select().from(auditLog).orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    expect(audit.map((row) => [row.action, row.subject])).toEqual([
      ["category.added", "category sports-drinks"],
      ["category.changed", "category bcaa"],
      ["category.moved", "category sports-drinks"],
      ["brand.added", "brand acme-labs"],
      ["brand.changed", "brand chemix"],
    ]);

    // Seeding again adds what is missing and leaves the owner's changes alone.
    await upsertTaxonomy({ db: t.db });
    expect((await getTaxonomy({ db: t.db })).categories.find((c) => c.slug === "bcaa")?.name).toBe("BCAAs");
  });

  it("gives a renamed brand's products its new name", async () => {
    const { cookie } = await owner();
    await addChemixProduct("chemix-pump", "pump-supplement");
    await post(cookie, {
      intent: "edit",
      kind: "brand",
      slug: "chemix",
      name: "Chemix Labs",
      tagline: "",
      hasPage: "on",
    });
    const [row] = await t.db.select({ brand: products.brand }).from(products).where(eq(products.slug, "chemix-pump"));
    expect(row?.brand).toBe("Chemix Labs");
  });

  it("removes only what no product uses, and says why otherwise", async () => {
    const { cookie } = await owner();
    await addChemixProduct("whey", "protein");
    expect(await post(cookie, { intent: "remove", kind: "category", slug: "protein" })).toEqual({
      status: 409,
      data: {
        intent: "remove",
        kind: "category",
        slug: "protein",
        fieldErrors: {
          slug: "Protein can’t be removed: 1 product is filed under it. Move them to another category first.",
        },
      },
    });
    expect(await post(cookie, { intent: "remove", kind: "brand", slug: "chemix" })).toMatchObject({ status: 409 });
    expect(await post(cookie, { intent: "remove", kind: "category", slug: "dry-spell" })).toMatchObject({
      status: 200,
      data: { done: "Dry Spell removed." },
    });
    expect(await post(cookie, { intent: "remove", kind: "brand", slug: "ryse" })).toMatchObject({ status: 200 });
    const storefront = await getTaxonomy({ db: t.db });
    expect(slugs(storefront.categories)).not.toContain("dry-spell");
    expect(storefront.brands).toHaveLength(BRANDS.length - 1);
    expect(await post(cookie, { intent: "remove", kind: "category", slug: "dry-spell" })).toMatchObject({
      status: 404,
      data: { fieldErrors: { slug: "That category is no longer in the list." } },
    });
  });

  it("refuses bad input with a clear message and a 4xx", async () => {
    const { cookie } = await owner();
    expect(await post(cookie, { intent: "add", kind: "category", name: "   " })).toMatchObject({
      status: 400,
      data: { fieldErrors: { name: "Give a name." } },
    });
    expect(await post(cookie, { intent: "add", kind: "category", name: "!!!" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { name: "Give a name with at least one letter or digit." } },
    });
    expect(await post(cookie, { intent: "add", kind: "category", name: "PROTEIN" })).toMatchObject({
      status: 409,
      data: { fieldErrors: { name: "The category “Protein” already has this address: choose another name." } },
    });
    expect(await post(cookie, { intent: "rename", kind: "category" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { intent: "Unknown action." } },
    });
  });

  it("is for owners only", async () => {
    await upsertTaxonomy({ db: t.db });
    const { cookie } = await createMember({
      ...app,
      db: t.db,
      email: "staff@example.com",
      role: "staff",
      secondFactor: false,
    });
    expect((await post(cookie, { intent: "remove", kind: "category", slug: "dry-spell" })).status).toBe(403);
  });
});
