import { and, eq, isNull } from "drizzle-orm";
import { upsertTaxonomy } from "~/.server/catalog/taxonomy";
import { importSharedOutStock } from "~/.server/catalog/variants";
import type { Database } from "~/.server/db";
import { orderLines, orders, products, productVariants } from "~/.server/db/schema";
import { startCheckout } from "~/.server/orders/checkout/start-checkout";
import { applyPaymentEvent } from "~/.server/orders/payment-events/apply-payment-event";
import type { ActivePayments } from "~/.server/payments";
import { createTestProvider } from "~/.server/payments/test-provider";
import type { CheckoutLineInput, CheckoutSubmission } from "~/lib/checkout.schema";
import { checkoutSubmissionSchema } from "~/lib/checkout.schema";
import { CUSTOMER } from "./checkout-customer";

/** Shared by the checkout and order integration tests. */

export const WEBHOOK_SECRET = "test-webhook-secret-for-integration-tests";
export const PUBLIC_URL = "http://localhost:3000";

export function testPayments(): ActivePayments {
  return { provider: createTestProvider({ secret: WEBHOOK_SECRET }), testMode: true };
}

type NewProduct = Partial<typeof products.$inferInsert> & Pick<typeof products.$inferInsert, "slug">;

/**
 * Inserts products (category protein, 50 units unless given) with their variants, the units shared out among the
 * flavours as the seed shares them, and answers their ids by slug.
 */
export async function insertProducts<const Rows extends NewProduct[]>(
  db: Database,
  ...rows: Rows
): Promise<Record<Rows[number]["slug"], string>> {
  await upsertTaxonomy({ db });
  const inserted = await db
    .insert(products)
    .values(
      rows.map(({ stock: _stock, ...row }) => ({
        title: row.slug,
        category: "protein",
        description: "A product.",
        priceCents: 2000,
        images: [`/images/products/${row.slug}-1.png`],
        ...row,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  await importSharedOutStock(
    db,
    rows.map((row) => ({ ...row, stock: row.stock ?? 50 })),
  );
  return Object.fromEntries(inserted.map((row) => [row.slug, row.id])) as Record<Rows[number]["slug"], string>;
}

/** Sets the units of a product without flavours, as a stocktake would, outside the ledger (a test's set-up). */
export async function setStock(db: Database, productId: string, stock: number): Promise<void> {
  const updated = await db
    .update(productVariants)
    .set({ stock })
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.flavor)))
    .returning({ id: productVariants.id });
  if (updated.length !== 1) throw new Error(`product ${productId} is not one without flavours`);
}

let keyCounter = 0;

export function newKey(): string {
  keyCounter += 1;
  return `test-key-${Date.now()}-${keyCounter}-abcdef`;
}

export function submission(
  lines: CheckoutLineInput[],
  changes: { customer?: Partial<typeof CUSTOMER>; deliveryMethod?: "shipping" | "local"; idempotencyKey?: string } = {},
): CheckoutSubmission {
  return checkoutSubmissionSchema.parse({
    customer: { ...CUSTOMER, ...changes.customer },
    deliveryMethod: changes.deliveryMethod ?? "shipping",
    idempotencyKey: changes.idempotencyKey ?? newKey(),
    lines,
  });
}

/** The checkout form as a browser posts it. */
export function checkoutForm(
  lines: unknown[],
  changes: { customer?: Partial<typeof CUSTOMER>; deliveryMethod?: string; idempotencyKey?: string } = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...CUSTOMER, ...changes.customer })) form.set(name, value);
  form.set("country", "US");
  form.set("deliveryMethod", changes.deliveryMethod ?? "shipping");
  form.set("idempotencyKey", changes.idempotencyKey ?? newKey());
  for (const line of lines) form.append("line", JSON.stringify(line));
  return form;
}

export async function allOrders(db: Database) {
  return db.select().from(orders);
}

export async function linesOf(db: Database, orderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
}

export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row.stock;
}

/** An order placed through the test provider and paid by its verified event, as a shopper's would be. */
export async function placePaidOrder(
  db: Database,
  lines: CheckoutLineInput[],
  options: { deliveryMethod?: "shipping" | "local"; paid?: boolean; customer?: Partial<typeof CUSTOMER> } = {},
) {
  const { order } = await startCheckout({
    submission: submission(lines, { deliveryMethod: options.deliveryMethod, customer: options.customer }),
    db,
    payments: testPayments(),
    publicUrl: PUBLIC_URL,
  });
  if (options.paid !== false) {
    await applyPaymentEvent({
      provider: "test",
      event: { eventId: `evt_${order.publicId}`, orderId: order.publicId, status: "paid", occurredAt: new Date() },
      db,
      publicUrl: PUBLIC_URL,
      storeEmail: "store@example.com",
    });
  }
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (!row) throw new Error("the order vanished");
  return row;
}

/** A product's variant: the one of `flavor`, else its first (the only one of a product without flavours). */
export async function variantOf(db: Database, productId: string, flavor?: string): Promise<string> {
  const variants = await db
    .select({ id: productVariants.id, flavor: productVariants.flavor })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position);
  const variant = flavor === undefined ? variants[0] : variants.find((candidate) => candidate.flavor === flavor);
  if (!variant) throw new Error(`product ${productId} has no variant ${flavor ?? ""}`);
  return variant.id;
}
