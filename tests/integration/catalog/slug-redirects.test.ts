import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getProductBySlug, getProductRedirect } from "~/.server/catalog/products";
import { productSlugRedirects, products } from "~/.server/db/schema";
import { insertProducts } from "../../support/checkout-fixtures";
import { withTestDatabase } from "../../support/database";

const t = withTestDatabase();

/** Renames a product as the back office does: the new slug on the product, the old one kept as a redirect. */
async function rename(from: string, to: string) {
  const [product] = await t.db
    .update(products)
    .set({ slug: to })
    .where(eq(products.slug, from))
    .returning({ id: products.id });
  if (!product) throw new Error(`no product ${from}`);
  await t.db.insert(productSlugRedirects).values({ oldSlug: from, productId: product.id });
}

describe("getProductRedirect (decision 174)", () => {
  it("answers the product's current slug for an old one, through every rename", async () => {
    await insertProducts(t.db, { slug: "whey-2lb" });
    await rename("whey-2lb", "whey-2-lb");
    expect(await getProductBySlug({ slug: "whey-2lb", db: t.db })).toBeNull();
    expect(await getProductRedirect({ slug: "whey-2lb", db: t.db })).toBe("whey-2-lb");

    await rename("whey-2-lb", "whey-isolate-2-lb");
    expect(await getProductRedirect({ slug: "whey-2lb", db: t.db })).toBe("whey-isolate-2-lb");
    expect(await getProductRedirect({ slug: "whey-2-lb", db: t.db })).toBe("whey-isolate-2-lb");
  });

  it("answers null for a slug no product ever had, and for a product's current slug", async () => {
    await insertProducts(t.db, { slug: "creatine" });
    await rename("creatine", "creatine-monohydrate");
    expect(await getProductRedirect({ slug: "creatine", db: t.db })).toBe("creatine-monohydrate");
    expect(await getProductRedirect({ slug: "no-such-product", db: t.db })).toBeNull();
    expect(await getProductRedirect({ slug: "creatine-monohydrate", db: t.db })).toBeNull();
  });

  it("answers null once the product is archived: its old addresses go with it", async () => {
    await insertProducts(t.db, { slug: "bcaa" });
    await rename("bcaa", "bcaa-powder");
    expect(await getProductRedirect({ slug: "bcaa", db: t.db })).toBe("bcaa-powder");

    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.slug, "bcaa-powder"));
    expect(await getProductRedirect({ slug: "bcaa", db: t.db })).toBeNull();
  });
});
