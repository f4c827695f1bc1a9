import type { Locator, Page } from "@playwright/test";
import { formatCents } from "~/lib/money";
import { orderAmounts } from "~/lib/order-amounts";
import { DEFAULT_SHIPPING_RATES } from "~/lib/store-settings";
import { signInAsNewOwner } from "./admin-helpers";
import { signOut } from "./auth-helpers";
import { addToCart, field, fillCustomer, plain, proceedButton } from "./checkout-steps";
import { expect, open, test } from "./fixtures";

function summary(page: Page): Locator {
  return page.getByRole("region", { name: "Order Summary" });
}

function amountRow(scope: Locator, label: string): Locator {
  return scope.locator("dl > div").filter({ has: scope.page().getByText(label, { exact: true }) });
}

test.use({ viewport: { width: 1280, height: 900 } });

// Vermont, not Texas: every other checkout spec ships to Texas while this one runs, and a Texas rate would change
// their totals. No other spec ships to Vermont.
test("an owner sets a state's rate, and a shopper there sees the tax and pays the total with it", async ({
  page,
  expectAccessible,
}) => {
  test.slow(); // an owner made by the command, two-factor, the back office, a checkout and the payment page
  await signInAsNewOwner(page);
  await open(page, "/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Tax" }).click();
  await expect(page.getByRole("heading", { name: "Sales tax", level: 1 })).toBeVisible();

  const form = page.getByRole("region", { name: "Set a state's rate" });
  await form.getByRole("combobox", { name: "State" }).selectOption({ label: "Vermont" });
  await form.getByLabel("Rate (%)").fill("6,25");
  await form.getByRole("button", { name: "Save rate" }).click();
  await expect(form.getByText("Enter the rate as a percentage, like 6.25 (up to four decimals).")).toBeVisible();
  await form.getByLabel("Rate (%)").fill("6.25");
  await form.getByLabel("This state taxes shipping").check();
  await form.getByRole("button", { name: "Save rate" }).click();
  await expect(page.getByText("Vermont: 6.25% saved.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Rates" }).getByRole("row", { name: /Vermont/ })).toContainText(
    "6.25%Yes",
  );
  await expectAccessible();
  await signOut(page);

  await addToCart(page);
  await open(page, "/checkout");
  await fillCustomer(page);
  // Austin, TX: no rate there, so no Tax row at all.
  await expect(summary(page).getByText("Total", { exact: true })).toBeVisible();
  await expect(summary(page).getByText("Tax", { exact: true })).toHaveCount(0);

  await field(page, "City").fill("Burlington");
  await field(page, "State").fill("Vermont");
  await field(page, "ZIP Code").fill("05401");
  const amounts = orderAmounts({
    subtotalCents: plain.priceCents,
    deliveryMethod: "shipping",
    address: { city: "Burlington", state: "VT" },
    rates: { states: { VT: { ratePpm: 62_500, shippingTaxable: true } }, sanAngeloPpm: 0 },
    shippingRates: DEFAULT_SHIPPING_RATES,
  });
  expect(amounts.taxCents).toBeGreaterThan(0);
  const total = formatCents(amounts.totalCents);
  await expect(amountRow(summary(page), "Tax")).toContainText(formatCents(amounts.taxCents));
  await expect(amountRow(summary(page), "Total")).toContainText(total);

  await proceedButton(page).click();
  await expect(page).toHaveURL(/\/test-checkout\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText("Tax", { exact: true })).toBeVisible();
  await expect(page.getByText(formatCents(amounts.taxCents), { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Pay ${total}` })).toBeVisible();
});
