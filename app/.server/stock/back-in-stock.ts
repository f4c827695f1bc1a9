import { randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { listedProduct } from "~/.server/catalog/shape";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { backInStockRequests, products, productVariants } from "~/.server/db/schema";
import { getEnv } from "~/.server/env";
import { queueEmail } from "~/.server/mail/queue";
import { checkRateLimits, type RateLimitStore } from "~/.server/rate-limit/check-rate-limits";
import { getRateLimitStore } from "~/.server/rate-limit/default-store";
import { BACK_IN_STOCK_MESSAGES, BACK_IN_STOCK_RATE_LIMIT, type BackInStockResult } from "~/lib/back-in-stock";
import { variantName } from "~/lib/variants";
import { backInStockConfirmEmail, backInStockNoticeEmail } from "./back-in-stock-emails";

/**
 * The product asked for and what the request waits for: one of its flavours, or any of its units
 * when it has no flavours. Null for a product the store does not show, or a flavour it does not have.
 */
async function findWanted(db: Database, productId: string, flavor: string | undefined) {
  const [product] = await db
    .select({ id: products.id, title: products.title, stock: products.stock, flavors: products.flavors })
    .from(products)
    .where(and(eq(products.id, productId), listedProduct));
  if (!product) return null;
  if (product.flavors.length === 0) return { ...product, variantId: null, name: product.title };
  if (!flavor) return null;
  const [variant] = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.flavor, flavor)));
  if (!variant) return null;
  return { ...product, variantId: variant.id, stock: variant.stock, name: variantName(product.title, flavor) };
}

/**
 * An address asks to hear when an out-of-stock product, or one sold-out flavour of it, is back (decisions 173,
 * 181): the request and its confirmation e-mail commit together. Asking again while a request waits sends the
 * confirmation again, nothing more, so the answer never tells whether an address had asked before. An archived
 * product cannot be asked for (decision 174).
 */
export async function requestBackInStockNotice(options: {
  productId: string;
  /** The flavour chosen on the page; required for a product with flavours. */
  flavor?: string;
  email: string;
  clientIp: string | undefined;
  publicUrl: string;
  db?: Database;
  rateLimitStore?: RateLimitStore;
}): Promise<{ result: BackInStockResult; status: 200 | 404 | 429 }> {
  const db = options.db ?? (await getDb());
  const product = await findWanted(db, options.productId, options.flavor);
  if (!product) return { result: { status: "invalid", message: "That product no longer exists." }, status: 404 };
  if (product.stock > 0) {
    return { result: { status: "in-stock", message: BACK_IN_STOCK_MESSAGES.inStock(product.name) }, status: 200 };
  }
  const limit = await checkRateLimits({
    store: options.rateLimitStore ?? (await getRateLimitStore()),
    scope: "back-in-stock",
    rules: { perIp: BACK_IN_STOCK_RATE_LIMIT },
    ip: options.clientIp,
  });
  if (!limit.allowed) return { result: { status: "limited", message: BACK_IN_STOCK_MESSAGES.limited }, status: 429 };

  await db.transaction(async (tx) => {
    // A request already waiting for this address keeps its token (any conflict is that one: tokens are random).
    await tx
      .insert(backInStockRequests)
      .values({
        productId: product.id,
        variantId: product.variantId,
        email: options.email,
        token: randomBytes(24).toString("base64url"),
      })
      .onConflictDoNothing();
    const [request] = await tx
      .select({ token: backInStockRequests.token })
      .from(backInStockRequests)
      .where(
        and(
          eq(backInStockRequests.productId, product.id),
          product.variantId
            ? eq(backInStockRequests.variantId, product.variantId)
            : isNull(backInStockRequests.variantId),
          eq(sql`lower(${backInStockRequests.email})`, options.email.toLowerCase()),
          isNull(backInStockRequests.notifiedAt),
        ),
      );
    if (!request) throw new Error("the back-in-stock request was not stored");
    const confirmUrl = new URL(
      `/back-in-stock?token=${encodeURIComponent(request.token)}`,
      options.publicUrl,
    ).toString();
    await queueEmail(tx, backInStockConfirmEmail({ to: options.email, title: product.name, confirmUrl }));
  });
  return { result: { status: "asked", message: BACK_IN_STOCK_MESSAGES.asked(product.name) }, status: 200 };
}

/** The product a confirmation link is for; null for a link that is not (or no longer) valid. */
export async function findBackInStockRequest(options: {
  token: string;
  db?: Database;
}): Promise<{ title: string; confirmed: boolean } | null> {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({ title: products.title, flavor: waitedFlavor, confirmedAt: backInStockRequests.confirmedAt })
    .from(backInStockRequests)
    .innerJoin(products, eq(products.id, backInStockRequests.productId))
    .where(and(eq(backInStockRequests.token, options.token), isNull(backInStockRequests.notifiedAt)));
  return row ? { title: variantName(row.title, row.flavor), confirmed: row.confirmedAt !== null } : null;
}

/**
 * The address confirms (a button on the link's page, so a mail scanner opening links confirms nothing). If the
 * product came back meanwhile, the notice goes at once.
 */
export async function confirmBackInStockNotice(options: {
  token: string;
  publicUrl: string;
  db?: Database;
}): Promise<{ title: string } | null> {
  const db = options.db ?? (await getDb());
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(backInStockRequests)
      .set({ confirmedAt: sql`coalesce(${backInStockRequests.confirmedAt}, now())` })
      .where(and(eq(backInStockRequests.token, options.token), isNull(backInStockRequests.notifiedAt)))
      .returning({ productId: backInStockRequests.productId, flavor: waitedFlavor });
    if (!confirmed) return null;
    const [product] = await tx
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, confirmed.productId));
    await sendBackInStockNotices(tx, { publicUrl: options.publicUrl });
    return { title: variantName(product?.title ?? "", confirmed.flavor) };
  });
}

/** The flavour a request waits for, read with it; null for one that waits for any units of its product. */
const waitedFlavor = sql<string | null>`(
  select v.flavor from ${productVariants} v where v.id = ${backInStockRequests.variantId}
)`;

/** The units a request waits on: its flavour's, or its product's when it names none. */
const waitedStock = sql<number>`coalesce((
  select v.stock from ${productVariants} v where v.id = ${backInStockRequests.variantId}
), ${products.stock})`;

/**
 * Queues the notice for every confirmed request whose flavour (or product) has stock again, once each, in the
 * caller's transaction: every change that can add stock calls it after its update (decisions 173, 181). An archived
 * product's requests wait: its page is a 404 until it is listed again (decision 174).
 */
export async function sendBackInStockNotices(tx: Executor, options: { publicUrl?: string } = {}): Promise<number> {
  const publicUrl = options.publicUrl ?? getEnv().PUBLIC_URL;
  const due = await tx
    .update(backInStockRequests)
    .set({ notifiedAt: new Date() })
    .from(products)
    .where(
      and(
        eq(products.id, backInStockRequests.productId),
        listedProduct,
        gt(waitedStock, 0),
        isNotNull(backInStockRequests.confirmedAt),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
    .returning({
      email: backInStockRequests.email,
      title: products.title,
      flavor: waitedFlavor,
      slug: products.slug,
    });
  for (const request of due) {
    const productUrl = new URL(`/product/${request.slug}`, publicUrl).toString();
    const title = variantName(request.title, request.flavor);
    await queueEmail(tx, backInStockNoticeEmail({ to: request.email, title, productUrl }));
  }
  return due.length;
}
