import { type AnyColumn, and, inArray, or, type SQL, sql } from "drizzle-orm";
import type { ProductCardData } from "~/components/product/product-card";
import { type BrandRule, type BrandTerm, brandRule } from "~/lib/brand-match";
import type { Brand } from "~/lib/catalog";
import { type Database, getDb } from "../db";
import { products } from "../db/schema";
import { byTitle, productCardColumns } from "./home";
import { rememberForCatalogVersion } from "./memo";
import { fieldContains, fieldHasWord } from "./text-match";

function containsTerm(field: AnyColumn, term: BrandTerm): SQL {
  return term.wholeWord ? fieldHasWord(field, term.text) : fieldContains(field, term.text);
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

/** Every product of the rule, A-Z: the trigram indexes find the candidates, so this sorts a brand's rows only. */
async function listMatchingIds(db: Database, rule: BrandRule): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(brandRuleCondition(rule))
    .orderBy(...byTitle);
  return rows.map((row) => row.id);
}

/**
 * A brand page's products A-Z by title: the first `limit` of them, or all without a limit. Which products
 * a brand has, in order, is kept per catalogue version (a few thousand ids at 50,000 products), so a
 * render reads only the cards it shows.
 */
export async function listBrandProducts(options: {
  brand: Pick<Brand, "slug" | "name">;
  limit?: number;
  db?: Database;
}): Promise<BrandProductsPage> {
  const db = options.db ?? (await getDb());
  const rule = brandRule(options.brand);
  const ids = await rememberForCatalogVersion(db, `brand ${JSON.stringify(rule)}`, () => listMatchingIds(db, rule));
  const shown = options.limit === undefined ? ids : ids.slice(0, options.limit);
  if (shown.length === 0) return { products: [], total: ids.length };
  // `in` returns rows in no particular order; sorting them again gives the remembered order.
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .where(inArray(products.id, shown))
    .orderBy(...byTitle);
  return { products: rows, total: ids.length };
}
