import type { Locator, Page } from "@playwright/test";
import { offersSubscription } from "~/lib/pricing";
import { demoProduct } from "./checkout-steps";
import { expect, open, test } from "./fixtures";

// A Subscribe & Save line carries how often it is delivered: chosen on the product page, changed in the cart, kept
// when the same subscription is added again (docs/product.md#cart-line-identity).

const product = demoProduct("offers Subscribe & Save", offersSubscription);

function cartPanel(page: Page): Locator {
  return page.getByRole("dialog", { name: /^Your Cart \(\d+\)$/ });
}

/** Hidden included: the open cart, a modal dialog, hides everything outside it from assistive technology. */
function notifications(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

/** Closes the cart Add to Cart opened, and its toast, so neither covers the product page's controls. */
async function closeCart(page: Page) {
  await page.keyboard.press("Escape");
  await expect(cartPanel(page)).toBeHidden();
  // On a busy machine the toast may already have run out its 5 s; then it must be gone, not stuck.
  const close = notifications(page).getByRole("button", { name: "Close" });
  await close.click({ timeout: 2_000 }).catch(() => expect(close).toHaveCount(0));
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a subscription's cadence is chosen on the product page, changed in the cart and kept when added again", async ({
  page,
  expectAccessible,
}) => {
  // Two axe scans and a trip to checkout besides the product page.
  test.slow();
  await open(page, `/product/${product.slug}`);
  const purchase = page.getByRole("main");
  // Only a subscription is delivered on a cadence.
  await expect(purchase.getByRole("combobox", { name: "Deliver every" })).toHaveCount(0);
  await purchase.getByRole("checkbox", { name: /^Subscribe & Save \d+%$/ }).check();
  const cadence = purchase.getByRole("combobox", { name: "Deliver every" });
  await expect(cadence).toHaveValue("4");
  await expect(cadence.getByRole("option")).toHaveText(["2 weeks", "4 weeks", "6 weeks", "8 weeks"]);
  await cadence.selectOption({ label: "6 weeks" });
  await expect(cadence.getByRole("option", { name: "6 weeks", selected: true })).toHaveCount(1);
  await expectAccessible();

  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  await addToCart.click();
  const line = cartPanel(page).getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(line).toHaveCount(1);
  const lineCadence = line.getByRole("combobox", { name: "Deliver every" });
  await expect(lineCadence.getByRole("option", { name: "6 weeks", selected: true })).toHaveCount(1);
  await expect(lineCadence).toHaveValue("6");
  await expectAccessible();

  await lineCadence.selectOption({ label: "8 weeks" });
  await expect(lineCadence).toHaveValue("8");
  await closeCart(page);

  // The product page still says 6 weeks: the same subscription added again joins the line, which keeps its 8.
  await expect(cadence).toHaveValue("6");
  await addToCart.click();
  await expect(page.getByRole("dialog", { name: "Your Cart (2)" })).toBeVisible();
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("textbox", { name: `Quantity of ${product.title}` })).toHaveValue("2");
  await expect(lineCadence).toHaveValue("8");

  // The cart is kept in the browser: checkout's summary reads it, cadence included.
  await open(page, "/checkout");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("Deliver every 8 weeks", { exact: true })).toBeVisible();
  await expect(summary).toContainText("Qty: 2");
});
