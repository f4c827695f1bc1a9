import { type AnyColumn, and, or, type SQL, sql } from "drizzle-orm";
import type { ProductCardData } from "~/components/product/product-card";
import { type BrandRule, type BrandTerm, brandRule, escapeRegExp } from "~/lib/brand-match";
import type { Brand } from "~/lib/catalog";
import { type Database, getDb } from "../db";
import { products } from "../db/schema";
import { byTitle, productCardColumns } from "./home";

/** One term of app/lib/brand-match.ts in SQL; `\y` is PostgreSQL's word boundary, JavaScript's `\b`. */
function containsTerm(field: AnyColumn, term: BrandTerm): SQL {
  if (term.wholeWord) return sql`coalesce(${field}, '') ~* ${`\\y${escapeRegExp(term.text)}\\y`}`;
  return sql`strpos(lower(coalesce(${field}, '')), ${term.text.toLowerCase()}) > 0`;
}

/** The brand page rule as a WHERE condition: same products as matchesBrandRule(). */
export function brandRuleCondition(rule: BrandRule): SQL {
  const fields = [products.brand, products.title];
  const alternatives = rule.flatMap((terms) =>
    fields.map((field) => and(...terms.map((term) => containsTerm(field, term)))),
  );
  return or(...alternatives) ?? sql`false`;
}

export type BrandProductsPage = { products: ProductCardData[]; total: number };

/** A brand page's products A-Z by title: the first `limit` of them, or all without a limit. */
export async function listBrandProducts(options: {
  brand: Pick<Brand, "slug" | "name">;
  limit?: number;
  db?: Database;
}): Promise<BrandProductsPage> {
  const db = options.db ?? (await getDb());
  const query = db
    .select({ ...productCardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(brandRuleCondition(brandRule(options.brand)))
    .orderBy(...byTitle);
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return { products: rows.map(({ total: _total, ...card }) => card), total: rows[0]?.total ?? 0 };
}
