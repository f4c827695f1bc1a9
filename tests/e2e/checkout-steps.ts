import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { isDisplayableImage } from "~/lib/images";
import { FREE_SHIPPING_THRESHOLD_CENTS } from "~/lib/money";
import { CUSTOMER_FORM } from "../support/checkout-customer";
import { expect, open } from "./fixtures";

/** Shared by the browser specs that buy something: the checkout and the order confirmation. */

export type DemoProduct = (typeof DEMO_PRODUCTS)[number];

export function demoProduct(description: string, fits: (product: DemoProduct) => boolean): DemoProduct {
  const product = DEMO_PRODUCTS.find((p) => p.stock > 20 && isDisplayableImage(p.images[0]) && fits(p));
  if (!product) throw new Error(`The demo catalogue has no product in stock that ${description}`);
  return product;
}

/** No flavours, no sale, under the free-shipping threshold: the charged total is easy to predict. */
export const plain = demoProduct(
  "has no flavours or sale price and costs under $55",
  (p) => p.flavors.length === 0 && p.salePriceCents === null && p.priceCents < FREE_SHIPPING_THRESHOLD_CENTS,
);

export async function addToCart(page: Page, product: DemoProduct = plain) {
  await open(page, `/product/${product.slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const panel = page.getByRole("dialog", { name: /^Your Cart \(\d+\)$/ });
  await expect(panel).toBeVisible();
  return panel;
}

/** By accessible name: the required fields' asterisk is hidden from it. */
export function field(page: Page | Locator, name: string): Locator {
  return page.getByRole("textbox", { name, exact: true });
}

export async function fillCustomer(page: Page, changes: Partial<typeof CUSTOMER_FORM> = {}) {
  for (const [label, value] of Object.entries({ ...CUSTOMER_FORM, ...changes })) {
    await field(page, label).fill(value);
  }
}

export function proceedButton(page: Page): Locator {
  return page.getByRole("button", { name: "Proceed to Test Payments Checkout" });
}

/** The test provider's card form, on its checkout page and on its card-saving page. */
export async function fillTestCard(page: Page, cardNumber: string) {
  await field(page, "Card number").fill(cardNumber);
  await field(page, "Expiry (MM/YY)").fill("12/49");
  await field(page, "CVC").fill("123");
  await field(page, "Name on card").fill("Dana Rivera");
}

export async function payWith(page: Page, cardNumber: string) {
  await fillTestCard(page, cardNumber);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

/** The header's cart button: its name carries the count while the cart holds something. */
export function cartButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /^Cart/ });
}

/**
 * An order of `quantity` x plain placed with a plain form POST, as a browser without JavaScript (or another
 * client) sends it, for Lee Park in Dallas unless `customer` names someone else (and `order` another product or
 * address). Answers the order's public id.
 */
export async function placeOrderByForm(
  request: APIRequestContext,
  quantity: number,
  customer: { firstName: string; lastName: string; email: string } = {
    firstName: "Lee",
    lastName: "Park",
    email: "lee.park@example.com",
  },
  order: { product?: DemoProduct; address?: { address: string; city: string; state: string; zipCode: string } } = {},
): Promise<string> {
  const product = order.product ?? plain;
  const catalogResponse = await request.get("/api/catalog");
  const catalog = (await catalogResponse.json()) as { id: string; slug: string }[];
  const body = new URLSearchParams({
    ...customer,
    ...(order.address ?? { address: "1 Oak Ave", city: "Dallas", state: "TX", zipCode: "75201" }),
    country: "US",
    deliveryMethod: "shipping",
    idempotencyKey: `e2e-form-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    line: JSON.stringify({
      productId: catalog.find((p) => p.slug === product.slug)?.id,
      quantity,
      subscription: false,
    }),
  });
  const placed = await request.post("/checkout", {
    data: body.toString(),
    // A browser sends the page's origin with every form post (decision 200).
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(catalogResponse.url()).origin },
    maxRedirects: 0,
  });
  expect(placed.status()).toBe(303);
  return placed.headers().location?.split("/").pop() ?? "";
}

/**
 * A paid subscription for the shopper signed in on `page`, bought as the store sells one: the checkout form's fields
 * posted with the recurring charges agreed to (the cart and checkout screens are subscribe-and-save.spec.ts's), then
 * paid with the test card that keeps renewing. The store's renewal sweep starts the subscription within seconds
 * (RENEWAL_SWEEP_SECONDS in playwright.config.ts).
 */
export async function buySubscription(
  page: Page,
  order: { email: string; product: DemoProduct; flavor?: string; quantity: number; name: [string, string] },
) {
  const catalog = (await (await page.request.get("/api/catalog")).json()) as { id: string; slug: string }[];
  const placed = await page.request.post("/checkout", {
    form: {
      firstName: order.name[0],
      lastName: order.name[1],
      email: order.email,
      address: "12 Main St",
      city: "Austin",
      state: "TX",
      zipCode: "78701",
      country: "US",
      deliveryMethod: "shipping",
      idempotencyKey: `e2e-subscription-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      line: JSON.stringify({
        productId: catalog.find((p) => p.slug === order.product.slug)?.id,
        ...(order.flavor ? { flavor: order.flavor } : {}),
        quantity: order.quantity,
        subscription: true,
      }),
      subscriptionConsent: "on",
    },
    // A browser sends the page's origin with every form post (decision 200).
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(placed.status()).toBe(303);
  await open(page, placed.headers().location ?? "");
  await expect(page).toHaveURL(/\/test-checkout\//);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/order-success\?orderId=/);
}
