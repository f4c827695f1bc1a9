import type { Locator, Page } from "@playwright/test";
import { FREE_SHIPPING_THRESHOLD_CENTS, formatCents, STANDARD_SHIPPING_CENTS } from "~/lib/money";
import {
  addToCart,
  cartButton,
  field,
  fillCustomer,
  payWith,
  placeOrderByForm,
  plain,
  proceedButton,
} from "./checkout-steps";
import { expect, failedToLoad, open, test } from "./fixtures";

function toast(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem");
}

function summary(page: Page): Locator {
  return page.getByRole("region", { name: "Order Summary" });
}

test.use({ viewport: { width: 1280, height: 900 } });

test("an empty cart has nothing to check out", async ({ page, expectAccessible }) => {
  await open(page, "/checkout");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByText("Add some products to your cart before checkout.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
  await expect(proceedButton(page)).toHaveCount(0);
  await expectAccessible();
});

test("a guest buys end to end through the test provider, and sees the order turn paid", async ({
  page,
  expectAccessible,
}) => {
  // Four pages, two axe scans and the webhook's round trip: more than one page's worth of time.
  test.slow();
  const panel = await addToCart(page);
  await panel.getByRole("button", { name: "Checkout" }).click();
  await page
    .getByRole("dialog", { name: "Sign in for a Faster Checkout" })
    .getByRole("link", { name: "CONTINUE AS GUEST" })
    .click();
  await expect(page).toHaveURL("/checkout");
  await page.waitForFunction(() => document.querySelector("main form") !== null);

  // The summary: the line, $6.99 shipping under $55, the free-shipping banner, the total.
  await expect(summary(page).getByRole("listitem")).toHaveCount(1);
  await expect(summary(page)).toContainText(plain.title);
  await expect(summary(page)).toContainText(formatCents(STANDARD_SHIPPING_CENTS));
  await expect(summary(page)).toContainText(
    `You're ${formatCents(FREE_SHIPPING_THRESHOLD_CENTS - plain.priceCents)} away from free shipping!`,
  );
  const total = formatCents(plain.priceCents + STANDARD_SHIPPING_CENTS);
  await expect(summary(page)).toContainText(total);
  await expect(page.getByText("Secure checkout powered by Test Payments")).toBeVisible();
  await expectAccessible();

  await fillCustomer(page);
  await proceedButton(page).click();

  await expect(page).toHaveURL(/\/test-checkout\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText("TEST MODE: no real card is charged")).toBeVisible();
  await expect(page.getByRole("button", { name: `Pay ${total}` })).toBeVisible();
  await payWith(page, "4242 4242 4242 4242");

  await expect(page).toHaveURL(/\/order-success\?orderId=[A-Za-z0-9_-]{22}$/);
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const details = page.getByRole("region", { name: "Order Details" });
  await expect(details).toContainText("Pending");
  await expect(page.getByRole("heading", { name: "Waiting for payment confirmation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toHaveCount(0);
  await expect(details).toContainText(total);
  await expect(details).toContainText("dana@example.com");
  await expect(details).toContainText(`1 x ${plain.title}`);
  await expect(page.getByText("Test order: placed in test mode.")).toBeVisible();
  await expectAccessible();

  await expect(details).toContainText("Paid", { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
  await expect(page.getByText("A confirmation email has been sent to dana@example.com.")).toBeVisible();
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
  // The cart was cleared.
  await expect(cartButton(page)).not.toContainText(/\d/);
});

test("local delivery appears for San Angelo, TX, is free, and goes away for another city", async ({ page }) => {
  await addToCart(page);
  await open(page, "/checkout");
  await fillCustomer(page, { City: "San Angelo", State: "TX", "ZIP Code": "76901" });

  await expect(page.getByRole("heading", { name: "Delivery Options" })).toBeVisible();
  const local = page.getByRole("radio", { name: /Local Delivery \(San Angelo Only\)/ });
  await local.check();
  await expect(summary(page)).toContainText("Local Delivery");
  await expect(summary(page)).toContainText("FREE");
  await expect(summary(page)).toContainText(`Total${formatCents(plain.priceCents)}`);

  // Another city: the options go, and the choice reverts to shipping.
  await field(page, "City").fill("Austin");
  await expect(page.getByRole("heading", { name: "Delivery Options" })).toBeHidden();
  await expect(summary(page)).toContainText(formatCents(STANDARD_SHIPPING_CENTS));

  await field(page, "City").fill("san angelo");
  await field(page, "State").fill("Texas");
  await local.check();
  await proceedButton(page).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await expect(page.getByText("Local Delivery (San Angelo Only)")).toBeVisible();
  await expect(page.getByRole("button", { name: `Pay ${formatCents(plain.priceCents)}` })).toBeVisible();
});

test.describe(() => {
  // A declined card (402) and a number that is not a test card (400) are tried on purpose.
  test.use({ allowedConsoleErrors: [failedToLoad(402, 400)] });
  test("a declined test card says so and leaves the shopper on the payment page", async ({
    page,
    expectAccessible,
  }) => {
    await addToCart(page);
    await open(page, "/checkout");
    await fillCustomer(page);
    await proceedButton(page).click();
    await expect(page).toHaveURL(/\/test-checkout\//);
    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    await expectAccessible();
    await expect(page).toHaveURL(/\/test-checkout\//);
    await payWith(page, "5555 5555 5555 4444");
    await expect(page.getByRole("alert")).toHaveText("Use a test card number.");
  });
});

test("every validation toast: missing fields listed by name, then an invalid email", async ({ page }) => {
  await addToCart(page);
  await open(page, "/checkout");

  await proceedButton(page).click();
  await expect(toast(page)).toContainText("Missing Information");
  await expect(toast(page)).toContainText(
    "Please fill in: First Name, Last Name, Email, Address, City, State, ZIP Code",
  );
  await expect(field(page, "First Name")).toHaveAttribute("aria-invalid", "true");

  await fillCustomer(page, { "ZIP Code": "", State: "" });
  await proceedButton(page).click();
  await expect(toast(page)).toContainText("Please fill in: State, ZIP Code");

  await fillCustomer(page, { Email: "dana at example.com" });
  await proceedButton(page).click();
  await expect(toast(page)).toContainText("Invalid Email");
  await expect(toast(page)).toContainText("Please enter a valid email address");
  await expect(page).toHaveURL("/checkout");
});

test.describe(() => {
  // The wrong pair is looked up on purpose (404), then too often (429).
  test.use({ allowedConsoleErrors: [failedToLoad(404, 429)] });
  test("/track-order finds an order by number and email, and answers a wrong pair neutrally", async ({
    page,
    request,
    expectAccessible,
  }) => {
    // An order placed with a plain form POST, as a browser without JavaScript sends it.
    const publicId = await placeOrderByForm(request, 2);
    const details = (await (await request.get(`/api/orders/${publicId}`)).json()) as { orderNumber: string };

    await open(page, "/track-order");
    await field(page, "Order number").fill(details.orderNumber);
    await field(page, "Email").fill("LEE.PARK@example.com");
    await page.getByRole("button", { name: "Track Order" }).click();
    const order = page.getByRole("region", { name: `Order ${details.orderNumber}` });
    await expect(order).toContainText("Pending");
    await expect(order).toContainText(`2 x ${plain.title}`);
    await expect(order).toContainText("Standard Shipping");
    await expect(order).toContainText(
      formatCents(
        plain.priceCents * 2 + (plain.priceCents * 2 >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : STANDARD_SHIPPING_CENTS),
      ),
    );

    await field(page, "Email").fill("someone.else@example.com");
    await page.getByRole("button", { name: "Track Order" }).click();
    await expect(page.getByText("We could not find an order with that number and email.")).toBeVisible();
    await expect(order).toBeHidden();
    await expectAccessible();

    // Ten look-ups a minute from one address (decision 023): the eleventh is asked to wait.
    const tooMany = page.getByText("Too many attempts. Please wait 1 minute and try again.");
    const lookUp = async () => {
      const answered = page.waitForResponse((r) => r.url().includes("/track-order") && r.request().method() === "POST");
      await page.getByRole("button", { name: "Track Order" }).click();
      await answered;
    };
    for (let i = 0; i < 8; i++) await lookUp();
    await expect(page.getByText("We could not find an order with that number and email.")).toBeVisible();
    await expect(tooMany).toBeHidden();
    await lookUp();
    await expect(tooMany).toBeVisible();
    await expect(field(page, "Email")).toHaveValue("someone.else@example.com");
  });
});
