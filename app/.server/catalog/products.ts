import { and, eq, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { preparedQuery } from "~/.server/db/prepared";
import { productSlugRedirects, products } from "~/.server/db/schema";
import type { Product } from "~/lib/product";
import { listedProduct, productColumns, toProduct } from "./shape";

const productBySlug = preparedQuery((db) =>
  db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.slug, sql.placeholder("slug")), listedProduct))
    .limit(1)
    .prepare("product_by_slug"),
);

/** A listed product by its slug; null for an unknown slug and for an archived product. */
export async function getProductBySlug(options: { slug: string; db?: Database }): Promise<Product | null> {
  const db = options.db ?? (await getDb());
  const [row] = await productBySlug(db).execute({ slug: options.slug });
  return row ? toProduct(row) : null;
}

/**
 * The slug a listed product has now when `slug` is one it had before (decision 174), so its old address can
 * redirect there; null for a slug no product had and for an archived product, whose old addresses are gone too.
 */
export async function getProductRedirect(options: { slug: string; db?: Database }): Promise<string | null> {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(and(eq(productSlugRedirects.oldSlug, options.slug), listedProduct))
    .limit(1);
  return row?.slug ?? null;
}
