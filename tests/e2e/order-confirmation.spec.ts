import type { Page } from "@playwright/test";
import { createAccount } from "./auth-helpers";
import { addToCart, cartButton, field, fillCustomer, payWith, placeOrderByForm, proceedButton } from "./checkout-steps";
import { expect, failedToLoad, open, test } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

const PUBLIC_ID = /[A-Za-z0-9_-]{22}$/;

/** From the cart to the test provider's page; answers the order's public id. */
async function checkOut(page: Page, customer: Parameters<typeof fillCustomer>[1] = {}): Promise<string> {
  await addToCart(page);
  await open(page, "/checkout");
  await fillCustomer(page, customer);
  await proceedButton(page).click();
  await expect(page).toHaveURL(/\/test-checkout\/[A-Za-z0-9_-]{22}$/);
  return PUBLIC_ID.exec(page.url())?.[0] ?? "";
}

test("a guest's confirmation empties the cart once, and View Order History fills in /track-order", async ({
  page,
  expectAccessible,
}) => {
  // A purchase, the webhook's round trip, a second visit and the tracking page.
  test.slow();
  const orderId = await checkOut(page);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(`/order-success?orderId=${orderId}`);
  const details = page.getByRole("region", { name: "Order Details" });
  await expect(details).toContainText("Paid", { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
  await expect(cartButton(page)).not.toContainText(/\d/);
  const orderNumber = (await details.getByText(/^CS-\d+$/).textContent()) ?? "";

  // Opened again later, from the browser's history say, it leaves the new cart alone.
  await addToCart(page);
  await open(page, `/order-success?orderId=${orderId}`);
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
  await expect(cartButton(page)).toContainText("1");

  await page.getByRole("link", { name: "View Order History" }).click();
  await expect(page).toHaveURL("/track-order");
  await expect(field(page, "Order number")).toHaveValue(orderNumber);
  await expect(field(page, "Email")).toHaveValue("dana@example.com");
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByRole("region", { name: `Order ${orderNumber}` })).toContainText("Paid");
  await expectAccessible();
});

test("an order still waiting for its payment is not celebrated, and another order's page keeps the cart", async ({
  page,
  request,
  expectAccessible,
}) => {
  const orderId = await placeOrderByForm(request, 1);
  await addToCart(page);
  await open(page, `/order-success?orderId=${orderId}`);
  await expect(page.getByRole("heading", { name: "Waiting for payment confirmation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Order Details" })).toContainText("Pending");
  await expect(
    page.getByText("A confirmation email will be sent to lee.park@example.com as soon as your payment is confirmed."),
  ).toBeVisible();
  await expect(cartButton(page)).toContainText("1");
  await expectAccessible();
});

test.describe(() => {
  // Unknown order ids are asked for on purpose: the store answers 404.
  test.use({ allowedConsoleErrors: [failedToLoad(404)] });
  test("no or an unknown order id says the order was not found, and claims no e-mail", async ({ page }) => {
    for (const path of ["/order-success?orderId=AAAAAAAAAAAAAAAAAAAAAA", "/order-success"]) {
      const response = await open(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
      await expect(page.getByText("We could not find an order at this address.", { exact: false })).toBeVisible();
      await expect(page.getByText(/confirmation email has been sent/)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Order Successful!" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "View Order History" })).toHaveAttribute("href", "/track-order");
    }
  });
});

test("a signed-in shopper's abandoned checkout expires as Not completed, and a late payment still counts", async ({
  page,
}) => {
  // An account (slow password hashing), a minute for the checkout to expire (CHECKOUT_EXPIRY_MINUTES=1 in
  // playwright.config.ts) and the sweep after it, then the late payment's round trip.
  test.setTimeout(240_000);
  const { email } = await createAccount(page, { prefix: "expiry" });
  const orderId = await checkOut(page, { Email: email });
  const details = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { orderNumber: string };
  const order = (tab: ReturnType<Page["getByRole"]>) =>
    tab.getByRole("article", { name: `Order ${details.orderNumber}` });

  // The shopper leaves the payment page. The order waits as Pending, then expires with no one visiting.
  await open(page, "/account?tab=orders");
  const orders = page.getByRole("tabpanel", { name: "Orders" });
  await expect(order(orders)).toContainText("Pending");
  const notCompleted = orders.getByRole("button", { name: "Not completed (1)" });
  await expect(async () => {
    await open(page, "/account?tab=orders");
    await expect(notCompleted).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 150_000, intervals: [5000] });
  await expect(orders.getByRole("heading", { name: "Orders (0)" })).toBeVisible();
  await expect(order(orders)).toBeHidden();
  await notCompleted.click();
  await expect(notCompleted).toHaveAttribute("aria-expanded", "true");
  await expect(order(orders)).toContainText("Not completed");

  // Back on the payment page later, the shopper pays after all: the payment is honoured.
  await open(page, `/test-checkout/${orderId}`);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByRole("region", { name: "Order Details" })).toContainText("Paid", { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();

  await page.getByRole("link", { name: "View Order History" }).click();
  await expect(page).toHaveURL("/account?tab=orders");
  await expect(page.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
  await expect(orders.getByRole("heading", { name: "Orders (1)" })).toBeVisible();
  await expect(order(orders)).toContainText("Paid");
  await expect(orders.getByRole("button", { name: /^Not completed/ })).toHaveCount(0);
});
