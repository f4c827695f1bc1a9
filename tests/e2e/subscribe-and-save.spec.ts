import type { Locator, Page } from "@playwright/test";
import { CUSTOMER_FORM } from "../support/checkout-customer";
import { createAccount, expectToast } from "./auth-helpers";
import { expect, open, test } from "./fixtures";

/**
 * The product the storefront issue named: on sale at $35.99, where ticking Subscribe & Save once raised the
 * price to $40.49. A subscription never costs more than buying once (decision 110).
 */
const BABE = {
  slug: "bucked-up-babe-pre-workout-raspberry-hibiscus",
  title: "Bucked Up BABE Pre-Workout - Raspberry Hibiscus",
};

function cartPanel(page: Page): Locator {
  return page.getByRole("dialog", { name: /^Your Cart \(\d+\)$/ });
}

function summary(page: Page): Locator {
  return page.getByRole("region", { name: "Order Summary" });
}

test.use({ viewport: { width: 1280, height: 900 } });

test("Subscribe & Save on a sale item saves its 10% on the product page, in the cart and at checkout, for a signed-in shopper who agrees to the renewals", async ({
  page,
  expectAccessible,
}) => {
  // Product page, cart, checkout and the hosted page: more than one page's worth of time.
  test.slow();
  await open(page, `/product/${BABE.slug}`);
  const purchase = page.getByRole("main");
  await expect(purchase.getByText("$35.99", { exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: "Subscribe & Save 10%" }).check();
  await expect(purchase.getByText("$32.39", { exact: true })).toBeVisible();
  await expect(purchase.getByText("$35.99", { exact: true })).toHaveCount(0);
  await expect(purchase.getByText("$40.49")).toHaveCount(0);
  await expectAccessible();

  await page.getByRole("button", { name: "Add to Cart" }).click();
  const line = cartPanel(page).getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(line.getByRole("radio", { name: "Subscribe & save 10%" })).toBeChecked();
  await expect(line).toContainText("$32.39");
  await line.getByText("One-time", { exact: true }).click();
  await expect(line.getByRole("radio", { name: "One-time" })).toBeChecked();
  await expect(line).toContainText("$35.99");
  await expect(line).not.toContainText("$32.39");
  await line.getByText("Subscribe & save 10%", { exact: true }).click();
  await expect(line).toContainText("$32.39");

  // A guest is asked to sign in first; the cart waits in the browser meanwhile.
  await open(page, "/checkout");
  await expect(summary(page)).toContainText("Sign in or create an account to subscribe. Your cart is kept.");
  await expect(summary(page).getByRole("link", { name: "Sign in or create an account" })).toHaveAttribute(
    "href",
    "/auth?redirectTo=%2Fcheckout",
  );
  await createAccount(page, { prefix: "subscriber" });

  await open(page, "/checkout");
  await expect(summary(page)).toContainText("Subscription");
  await expect(summary(page)).toContainText(
    `1 x ${BABE.title} (Raspberry Hibiscus): $32.39 per delivery. Deliver every 4 weeks.`,
  );
  await expect(summary(page)).toContainText("Subtotal$32.39");
  // $32.39 + $6.99 shipping.
  await expect(summary(page)).toContainText("Total$39.38");
  for (const [label, value] of Object.entries(CUSTOMER_FORM)) {
    await page.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
  const pay = page.getByRole("button", { name: "Proceed to Test Payments Checkout" });
  await pay.click();
  await expectToast(page, "Checkout Error", "Tick the box to agree to the recurring charges.");
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAccessible();
  await page.getByRole("checkbox", { name: "I agree to be charged for each delivery until I cancel" }).check();
  await pay.click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await expect(page.getByRole("button", { name: "Pay $39.38" })).toBeVisible();
  // The order's own items say how often the line comes, as the confirmation and the account's orders do.
  await expect(page.getByText("Deliver every 4 weeks", { exact: true })).toBeVisible();
});
