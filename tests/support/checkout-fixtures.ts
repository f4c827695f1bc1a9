import { eq } from "drizzle-orm";
import { upsertTaxonomy } from "~/.server/catalog/taxonomy";
import type { Database } from "~/.server/db";
import { orderLines, orders, products } from "~/.server/db/schema";
import { applyPaymentEvent } from "~/.server/orders/apply-payment-event";
import { startCheckout } from "~/.server/orders/start-checkout";
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

/** Inserts products (category protein unless given) and answers their ids by slug. */
export async function insertProducts<const Rows extends NewProduct[]>(
  db: Database,
  ...rows: Rows
): Promise<Record<Rows[number]["slug"], string>> {
  await upsertTaxonomy({ db });
  const inserted = await db
    .insert(products)
    .values(
      rows.map((row) => ({
        title: row.slug,
        category: "protein",
        description: "A product.",
        priceCents: 2000,
        stock: 50,
        images: [`/images/products/${row.slug}-1.png`],
        ...row,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  return Object.fromEntries(inserted.map((row) => [row.slug, row.id])) as Record<Rows[number]["slug"], string>;
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
  options: { deliveryMethod?: "shipping" | "local"; paid?: boolean } = {},
) {
  const { order } = await startCheckout({
    submission: submission(lines, { deliveryMethod: options.deliveryMethod }),
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
