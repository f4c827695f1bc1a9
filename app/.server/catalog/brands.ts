import { type AnyColumn, and, inArray, or, type SQL, sql } from "drizzle-orm";
import { rememberForCatalogVersion } from "~/.server/cache/catalog-memo";
import { type Database, getDb } from "~/.server/db";
import { products } from "~/.server/db/schema";
import { type BrandRule, type BrandTerm, brandRule } from "~/lib/brand-match";
import type { Brand } from "~/lib/catalog";
import type { ProductCardData } from "~/lib/product";
import { byTitle, listedProduct, productCardColumns } from "./shape";
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

/**
 * A brand page's products A-Z by title: the first `limit` of them, or all without a limit. For the paged
 * pages, which products a brand has, in order, is kept per catalogue version (a few thousand ids at 50,000
 * products), so a render reads only the cards it shows.
 */
export async function listBrandProducts(options: {
  brand: Pick<Brand, "slug" | "name">;
  limit?: number;
  db?: Database;
}): Promise<BrandProductsPage> {
  const db = options.db ?? (await getDb());
  const rule = brandRule(options.brand);
  // The trigram indexes find the candidates, so these sort a brand's rows, not the catalogue's.
  const condition = and(brandRuleCondition(rule), listedProduct);
  if (options.limit === undefined) {
    const rows = await db
      .select(productCardColumns)
      .from(products)
      .where(condition)
      .orderBy(...byTitle);
    return { products: rows, total: rows.length };
  }
  const ids = await rememberForCatalogVersion(db, `brand ${JSON.stringify(rule)}`, async () => {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(condition)
      .orderBy(...byTitle);
    return rows.map((row) => row.id);
  });
  const shown = ids.slice(0, options.limit);
  if (shown.length === 0) return { products: [], total: ids.length };
  // `in` returns rows in no particular order; sorting them again gives the remembered order.
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .where(inArray(products.id, shown))
    .orderBy(...byTitle);
  return { products: rows, total: ids.length };
}
