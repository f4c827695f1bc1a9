import { FREE_SHIPPING_THRESHOLD_CENTS, formatCents, STANDARD_SHIPPING_CENTS } from "~/lib/money";
import { signInAsNewOwner } from "./admin-helpers";
import { openLatestMail } from "./auth-helpers";
import { payWith, placeOrderByForm, plain } from "./checkout-steps";
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
});
