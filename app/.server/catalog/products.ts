import { eq } from "drizzle-orm";
import type { Product } from "~/lib/product";
import { type Database, getDb } from "../db";
import { products } from "../db/schema";
import { productColumns, toProduct } from "./shape";

export async function getProductBySlug(options: { slug: string; db?: Database }): Promise<Product | null> {
  const db = options.db ?? (await getDb());
  const [row] = await db.select(productColumns).from(products).where(eq(products.slug, options.slug)).limit(1);
  return row ? toProduct(row) : null;
}
