import { signInAsNewOwner } from "./admin-helpers";
import { openLatestMail } from "./auth-helpers";
import { field, payWith, placeOrderByForm, plain } from "./checkout-steps";
import { expect, open, test } from "./fixtures";

test("an owner packs and ships a paid test order; the shopper sees the tracking link and gets the e-mail", async ({
  page,
  browser,
  request,
  expectAccessible,
}) => {
  test.slow(); // a purchase, an owner's enrolment, two steps, an axe scan, a shopper's look-up and the mailbox

  // A guest pays a test order (Lee Park, lee.park@example.com).
  const publicId = await placeOrderByForm(request, 1);
  const { orderNumber } = (await (await request.get(`/api/orders/${publicId}`)).json()) as { orderNumber: string };
  await open(page, `/test-checkout/${publicId}`);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByRole("region", { name: "Order Details" })).toContainText("Paid");

  await signInAsNewOwner(page);
  // Found in the list by its number, as the owner would type it.
  await open(page, "/admin/orders");
  const filters = page.getByRole("search", { name: "Filter orders" });
  await filters.getByRole("searchbox", { name: "Search" }).fill(orderNumber.replace("CS-", ""));
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("region", { name: "Orders" }).getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();
  await expect(page.getByText("Test order", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Customer" })).toContainText("lee.park@example.com");
  await expect(page.getByRole("region", { name: "Items" })).toContainText(plain.title);
  // Only the allowed step is offered: a paid order is packed before it ships.
  await expect(page.getByRole("button", { name: "Mark shipped" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark packed" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Order ${orderNumber} marked packed.` })).toBeVisible();

  await page.getByLabel("Carrier").selectOption({ label: "UPS" });
  await page.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Order ${orderNumber} marked shipped.` })).toBeVisible();
  await expect(page.getByRole("link", { name: /1Z999AA10123456784/ })).toHaveAttribute(
    "href",
    "https://www.ups.com/track?tracknum=1Z999AA10123456784",
  );
  await expect(page.getByRole("region", { name: "Audit trail" })).toContainText("Order shipped");
  await expectAccessible();

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await open(shopper, "/track-order");
  await field(shopper, "Order number").fill(orderNumber);
  await field(shopper, "Email").fill("lee.park@example.com");
  await shopper.getByRole("button", { name: "Track Order" }).click();
  const tracked = shopper.getByRole("region", { name: `Order ${orderNumber}` });
  await expect(tracked).toContainText("Shipped");
  await expect(tracked.getByRole("list", { name: "Order history" })).toContainText("Packed");
  await expect(tracked.getByRole("link", { name: /1Z999AA10123456784/ })).toHaveAttribute(
    "href",
    "https://www.ups.com/track?tracknum=1Z999AA10123456784",
  );
  // The confirmation page, opened again from the e-mail's link, says the same.
  await open(shopper, `/order-success?orderId=${publicId}`);
  const details = shopper.getByRole("region", { name: "Order Details" });
  await expect(details).toContainText("Shipped");
  await expect(details.getByRole("link", { name: /1Z999AA10123456784/ })).toBeVisible();
  await shopperContext.close();

  const mail = await openLatestMail(page, {
    to: "lee.park@example.com",
    subject: new RegExp(`${orderNumber} has shipped`),
  });
  await expect(mail).toContainText("tracking number 1Z999AA10123456784");
});
