import { FREE_SHIPPING_THRESHOLD_CENTS, formatCents, STANDARD_SHIPPING_CENTS } from "~/lib/money";
import { signInAsNewOwner } from "./admin-helpers";
import { openLatestMail } from "./auth-helpers";
import { demoProduct, payWith, placeOrderByForm, plain } from "./checkout-steps";
import { expect, open, test } from "./fixtures";

/**
 * The refund panel on the order page (app/components/admin/refund-panel.tsx, mounted by /admin/orders/:orderNumber).
 */
test.describe("refunds in the back office", () => {
  test("an owner refunds part of a paid order, then the rest, and the shopper is e-mailed each time", async ({
    page,
    request,
    expectAccessible,
  }) => {
    test.slow(); // an owner's enrolment, a checkout paid on the test page, two refunds and the mailbox
    // Two units of the plain product stay under the free-shipping threshold, so shipping is charged.
    expect(2 * plain.priceCents).toBeLessThan(FREE_SHIPPING_THRESHOLD_CENTS);
    const unit = formatCents(plain.priceCents);
    const rest = formatCents(plain.priceCents + STANDARD_SHIPPING_CENTS);
    const publicId = await placeOrderByForm(request, 2);
    await open(page, `/test-checkout/${publicId}`);
    const orderNumber = (await page.getByRole("heading", { name: /^Pay for order / }).textContent())?.replace(
      "Pay for order ",
      "",
    );
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();

    await signInAsNewOwner(page);
    await open(page, `/admin/orders/${orderNumber}`);
    const panel = page.getByRole("region", { name: "Refunds and cancellation" });
    await expect(panel.getByText("No refunds yet.")).toBeVisible();
    await expectAccessible();

    // One of the two units, with a reason.
    const units = panel.getByRole("spinbutton", { name: /^Units of .* to refund$/ });
    await units.fill("1");
    await panel.getByLabel("Reason", { exact: true }).fill("One tub arrived damaged");
    await panel.getByRole("button", { name: "Refund" }).click();
    await expect(panel.getByRole("status")).toHaveText(`${unit} refunded.`);
    await expect(panel.getByRole("list", { name: "Refunds" }).getByRole("listitem")).toHaveCount(1);
    await expect(panel.getByText(`1 of 2 left at ${unit} each`)).toBeVisible();

    // The rest: the other unit and the shipping.
    await units.fill("1");
    await panel.getByLabel(/^Include shipping/).check();
    await panel.getByRole("button", { name: "Refund" }).click();
    await expect(panel.getByRole("status")).toHaveText(`${rest} refunded.`);
    await expect(panel.getByText("Nothing is left to refund on this order.")).toBeVisible();
    await expect(panel.getByText("Left to refund: $0.00")).toBeVisible();
    await expect(panel.getByRole("list", { name: "Refunds" }).getByRole("listitem")).toHaveCount(2);

    const mail = await openLatestMail(page, {
      to: "lee.park@example.com",
      subject: `[TEST] Your Charge Supplements order ${orderNumber} has a refund of ${unit}`,
    });
    await expect(mail).toContainText("One tub arrived damaged");
    await openLatestMail(page, {
      to: "lee.park@example.com",
      subject: `[TEST] Your Charge Supplements order ${orderNumber} has a refund of ${rest}`,
    });
  });

  // Colorado, not Texas: the other checkout specs ship to Texas while this one runs, and a Texas rate would change
  // their totals. No other spec ships to Colorado.
  test("refunding every line and the shipping of a taxed order gives the tax back: the order is refunded in full", async ({
    page,
    request,
  }) => {
    test.slow(); // an owner's enrolment, the tax page, a checkout paid on the test page, a refund and the mailbox
    const capsules = demoProduct("is the caffeine capsules", (p) => p.slug === "caffeine-l-theanine-capsules");
    expect(capsules).toMatchObject({ priceCents: 1499, salePriceCents: null });
    await signInAsNewOwner(page);
    await open(page, "/admin/tax");
    const form = page.getByRole("region", { name: "Set a state's rate" });
    await form.getByRole("combobox", { name: "State" }).selectOption({ label: "Colorado" });
    await form.getByLabel("Rate (%)").fill("2.9");
    await form.getByRole("button", { name: "Save rate" }).click();
    await expect(page.getByText("Colorado: 2.9% saved.")).toBeVisible();

    // A guest buys one tub to Denver: $14.99 + $6.99 shipping + $0.43 tax (2.9% of the goods; Colorado's shipping
    // is not taxed here).
    const guest = { firstName: "Robin", lastName: "Hale", email: "robin.hale@example.com" };
    const denver = { address: "1 Larimer St", city: "Denver", state: "CO", zipCode: "80202" };
    const publicId = await placeOrderByForm(request, 1, guest, { product: capsules, address: denver });
    await open(page, `/test-checkout/${publicId}`);
    const orderNumber = (await page.getByRole("heading", { name: /^Pay for order / }).textContent())?.replace(
      "Pay for order ",
      "",
    );
    await expect(page.getByRole("button", { name: "Pay $22.41" })).toBeVisible();
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();

    await open(page, `/admin/orders/${orderNumber}`);
    await expect(page.getByRole("button", { name: "Mark packed" })).toBeVisible();
    const panel = page.getByRole("region", { name: "Refunds and cancellation" });
    await expect(panel.getByText("Refunded $0.00 of $22.41.")).toBeVisible();
    await expect(
      panel.getByText("Refunded units, and shipping where it was taxed, come back with their share of the tax."),
    ).toBeVisible();
    await panel.getByRole("spinbutton", { name: /^Units of Caffeine \+ L-Theanine Capsules to refund$/ }).fill("1");
    await panel.getByLabel(/^Include shipping/).check();
    await panel.getByRole("button", { name: "Refund" }).click();
    await expect(panel.getByRole("status")).toHaveText("$22.41 refunded.");
    await expect(panel.getByText("Refunded $22.41 of $22.41.")).toBeVisible();
    await expect(panel.getByText("Left to refund: $0.00")).toBeVisible();
    await expect(panel.getByText("Nothing is left to refund on this order.")).toBeVisible();
    await expect(
      panel.getByText("1 x Caffeine + L-Theanine Capsules, Shipping, Tax ($0.43)", { exact: true }),
    ).toBeVisible();
    // Refunded in full: nothing is left to pack or ship.
    await expect(page.getByRole("button", { name: "Mark packed" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Mark shipped" })).toHaveCount(0);

    const mail = await openLatestMail(page, {
      to: guest.email,
      subject: `[TEST] Your Charge Supplements order ${orderNumber} has a refund of $22.41`,
    });
    await expect(mail).toContainText("Tax ($0.43)");
  });
});
