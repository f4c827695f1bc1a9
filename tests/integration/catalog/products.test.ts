import { describe, expect, it } from "vitest";
import { getProductBySlug } from "~/.server/catalog/products";
import { products } from "~/.server/db/schema";
import { seedDemo } from "~/.server/demo";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

describe("getProductBySlug", () => {
  it("shapes a row into a product with money in cents", async () => {
    await seedDemo({ db: t.db });
    const [row] = await t.db.select({ slug: products.slug }).from(products).limit(1);
    const product = await getProductBySlug({ slug: row!.slug, db: t.db });
    expect(product?.slug).toBe(row!.slug);
    expect(Number.isInteger(product?.priceCents)).toBe(true);
  });

  it("answers null for an unknown slug", async () => {
    expect(await getProductBySlug({ slug: "no-such-product", db: t.db })).toBeNull();
  });

  it("gives each test an empty database", async () => {
    expect(await t.db.$count(products)).toBe(0);
  });
});
