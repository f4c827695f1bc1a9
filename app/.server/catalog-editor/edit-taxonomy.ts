import { asc, count, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/.server/audit/audit-log";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { brands, categories, products } from "~/.server/db/schema";
import type { FieldErrors } from "~/lib/forms";
import type { TaxonomyChange } from "~/lib/taxonomy.schema";

const LISTS = {
  category: { table: categories, usedBy: products.category, noun: "category" },
  brand: { table: brands, usedBy: products.brandSlug, noun: "brand" },
} as const;

export type TaxonomyChangeResult =
  | { ok: true; done: string }
  | { ok: false; status: 400 | 404 | 409; fieldErrors: FieldErrors };

type Row = { slug: string; name: string; position: number };

/**
 * One owner's change to the categories or brands, with its audit row in the same transaction; every
 * cached storefront page and answer is dropped once it commits. Slugs are addresses, so they never change.
 */
export async function changeTaxonomy(options: {
  change: TaxonomyChange;
  actor: AuditActor;
  db?: Database;
}): Promise<TaxonomyChangeResult> {
  const db = options.db ?? (await getDb());
  const { change, actor } = options;
  const result = await db.transaction(async (tx) => {
    const { table, noun } = LISTS[change.kind];
    // The whole list is locked (it is short), so two owners' moves and additions never interleave. NO KEY UPDATE,
    // as for products (decision 184): a product saved meanwhile takes a key-share lock on its category and brand,
    // and a brand's rename then updates products, so FOR UPDATE could deadlock with it.
    const rows: Row[] = await tx
      .select({ slug: table.slug, name: table.name, position: table.position })
      .from(table)
      .orderBy(asc(table.position))
      .for("no key update");
    const row = rows.find((candidate) => candidate.slug === change.slug);
    if (change.intent === "add") {
      if (row) {
        const message = `The ${noun} “${row.name}” already has this address: choose another name.`;
        return { ok: false, status: 409, fieldErrors: { name: message } } as const;
      }
      await addEntry(tx, { change, position: (rows.at(-1)?.position ?? -1) + 1 });
      await recordAudit(tx, { actor, action: `${noun}.added`, subject: `${noun} ${change.slug}`, after: change });
      return { ok: true, done: `${change.name} added.` } as const;
    }
    if (!row) {
      return { ok: false, status: 404, fieldErrors: { slug: `That ${noun} is no longer in the list.` } } as const;
    }
    const subject = `${noun} ${row.slug}`;
    if (change.intent === "edit") {
      const before = await editEntry(tx, change);
      await recordAudit(tx, { actor, action: `${noun}.changed`, subject, before, after: change });
      return { ok: true, done: `${change.name} saved.` } as const;
    }
    if (change.intent === "move") {
      const index = rows.indexOf(row);
      const other = rows[change.direction === "up" ? index - 1 : index + 1];
      if (!other) {
        return { ok: true, done: `${row.name} is already ${change.direction === "up" ? "first" : "last"}.` } as const;
      }
      await tx.update(table).set({ position: other.position }).where(eq(table.slug, row.slug));
      await tx.update(table).set({ position: row.position }).where(eq(table.slug, other.slug));
      const after = { direction: change.direction, swappedWith: other.slug };
      await recordAudit(tx, { actor, action: `${noun}.moved`, subject, after });
      return { ok: true, done: `${row.name} moved ${change.direction}.` } as const;
    }
    const used = await countProductsUsing(tx, change.kind, row.slug);
    if (used > 0) {
      const products = used === 1 ? "1 product is" : `${used} products are`;
      const message = `${row.name} can’t be removed: ${products} filed under it. Move them to another ${noun} first.`;
      return { ok: false, status: 409, fieldErrors: { slug: message } } as const;
    }
    await tx.delete(table).where(eq(table.slug, row.slug));
    await recordAudit(tx, { actor, action: `${noun}.removed`, subject, before: { name: row.name } });
    return { ok: true, done: `${row.name} removed.` } as const;
  });
  if (result.ok) markCatalogChanged();
  return result;
}

async function countProductsUsing(tx: Executor, kind: TaxonomyChange["kind"], slug: string): Promise<number> {
  const { usedBy } = LISTS[kind];
  // Archived products count too: they still reference it and may come back.
  const [used] = await tx.select({ value: count() }).from(products).where(eq(usedBy, slug));
  return used?.value ?? 0;
}

/** A new entry has no picture until the owner uploads one: the storefront shows a placeholder. */
async function addEntry(
  tx: Executor,
  options: { change: Extract<TaxonomyChange, { intent: "add" }>; position: number },
) {
  const { change, position } = options;
  const { slug, name } = change;
  if (change.kind === "category") {
    await tx.insert(categories).values({ slug, name, position, image: "" });
  } else {
    const { tagline, hasPage } = change;
    await tx.insert(brands).values({ slug, name, tagline, hasPage, position, logo: "" });
  }
}

/** Saves a name (and a brand's tagline and page); returns what it replaced, for the audit log. */
async function editEntry(tx: Executor, change: Extract<TaxonomyChange, { intent: "edit" }>): Promise<unknown> {
  const { slug, name } = change;
  if (change.kind === "category") {
    const [before] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.slug, slug));
    await tx.update(categories).set({ name }).where(eq(categories.slug, slug));
    return before;
  }
  const { tagline, hasPage } = change;
  const [before] = await tx
    .select({ name: brands.name, tagline: brands.tagline, hasPage: brands.hasPage })
    .from(brands)
    .where(eq(brands.slug, slug));
  await tx.update(brands).set({ name, tagline, hasPage }).where(eq(brands.slug, slug));
  // Products keep their brand's name beside its slug, for search: it follows the new name.
  await tx.update(products).set({ brand: name }).where(eq(products.brandSlug, slug));
  return before;
}
