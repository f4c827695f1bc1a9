import type { APIRequestContext, Page } from "@playwright/test";
import { signInAsNewOwner } from "./admin-helpers";
import { openLatestMail, uniqueEmail } from "./auth-helpers";
import { payWith, placeOrderByForm, plain } from "./checkout-steps";
import { expect, failedToLoad, open, test } from "./fixtures";

/** A paid test order for a customer of this test's own; answers its number, public id and the address. */
async function paidOrder(page: Page, request: APIRequestContext) {
  const email = uniqueEmail("desk");
  const publicId = await placeOrderByForm(request, 1, { firstName: "Robin", lastName: "Quill", email });
  const { orderNumber } = (await (await request.get(`/api/orders/${publicId}`)).json()) as { orderNumber: string };
  await open(page, `/test-checkout/${publicId}`);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByRole("region", { name: "Order Details" })).toContainText("Paid");
  return { orderNumber, publicId, email };
}

test.describe(() => {
  // The second resend comes too soon on purpose: the store answers 429.
  test.use({ allowedConsoleErrors: [failedToLoad(429)] });
  test("on an order's page, staff print its packing slip, write an internal note and resend the confirmation", async ({
    page,
    browser,
    request,
    expectAccessible,
  }) => {
    test.slow(); // a purchase, an owner's enrolment, a note, two resends, an axe scan, the mailbox and a shopper's look

    const { orderNumber, publicId, email } = await paidOrder(page, request);
    await signInAsNewOwner(page);
    await open(page, `/admin/orders/${orderNumber}`);
    await expect(page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();

    await page.getByRole("link", { name: "Print packing slip" }).click();
    await expect(page).toHaveURL(`/admin/orders/packing-slips?order=${orderNumber}`);
    await expect(page.getByRole("heading", { name: "Packing slips" })).toBeVisible();
    await expect(page.getByRole("article", { name: orderNumber })).toContainText(plain.title);
    await page.goBack();

    const notes = page.getByRole("region", { name: "Internal notes" });
    await expect(notes).toContainText("No notes yet.");
    await notes
      .getByRole("textbox", { name: "New note" })
      .fill("Customer asked for a gift message: Happy birthday, Sam");
    await notes.getByRole("button", { name: "Add note" }).click();
    const listed = notes.getByRole("list", { name: "Notes" }).getByRole("listitem");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText("Customer asked for a gift message: Happy birthday, Sam");
    await expect(listed).toContainText(/owner-.*@example\.com, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
    await expect(notes.getByRole("textbox", { name: "New note" })).toHaveValue("");

    const emails = page.getByRole("region", { name: "Shopper's e-mails" });
    await emails.getByRole("button", { name: "Resend the order confirmation" }).click();
    await expect(emails.getByRole("status")).toHaveText(`Order confirmation sent again to ${email}.`);
    await expect(emails).toContainText("Last sent again");
    await expect(page.getByRole("region", { name: "Audit trail" })).toContainText("Shopper's e-mail sent again");
    await expectAccessible();
    // A second click within minutes is refused, with the reason.
    await emails.getByRole("button", { name: "Resend the order confirmation" }).click();
    await expect(emails.getByRole("alert")).toHaveText(
      "The order confirmation was sent again less than 5 minutes ago.",
    );

    const confirmed = new RegExp(`${orderNumber} is confirmed`);
    await openLatestMail(page, { to: email, subject: confirmed });
    const confirmations = page
      .getByRole("listitem")
      .filter({ hasText: `To ${email}` })
      .filter({ has: page.getByRole("heading", { name: confirmed }) });
    await expect(confirmations).toHaveCount(2);

    // The shopper's own page of the order says nothing of the note.
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    await open(shopper, `/order-success?orderId=${publicId}`);
    await expect(shopper.getByRole("region", { name: "Order Details" })).toContainText(orderNumber);
    await expect(shopper.getByText(/gift message/)).toHaveCount(0);
    await shopperContext.close();
  });
});

test("the back office's search box opens an order by its number and finds customers and products", async ({
  page,
  request,
  expectAccessible,
}) => {
  test.slow(); // a purchase, an owner's enrolment, three searches and an axe scan

  const { orderNumber, email } = await paidOrder(page, request);
  await signInAsNewOwner(page);
  await open(page, "/admin/orders");
  const box = page.getByRole("search", { name: "Search the back office" });
  const field = box.getByRole("searchbox", { name: "Order number, product or e-mail" });

  // The number as the shopper quotes it opens the order itself.
  await field.fill(orderNumber.replace("CS-", ""));
  await box.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`/admin/orders/${orderNumber}`);
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();

  // Part of the customer's address: their order and them.
  const part = email.split("@")[0] ?? "";
  await field.fill(part);
  await box.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(`/admin/search?q=${encodeURIComponent(part)}`);
  await expect(page.getByRole("heading", { name: "Search", level: 1 })).toBeVisible();
  await expect(field).toHaveValue(part);
  const orders = page.getByRole("region", { name: "Orders" });
  await expect(orders.getByRole("link", { name: orderNumber })).toBeVisible();
  const customers = page.getByRole("region", { name: "Customers" });
  await expect(customers.getByRole("link", { name: email })).toBeVisible();
  await expect(customers).toContainText("Robin Quill");
  await expect(page.getByRole("region", { name: "Products" })).toContainText("No products match.");
  await expectAccessible();
  await customers.getByRole("link", { name: email }).click();
  await expect(page).toHaveURL(`/admin/orders?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("region", { name: "Orders" }).getByRole("link", { name: orderNumber })).toBeVisible();

  // A product by part of its name: an owner lands on its editor.
  await field.fill(plain.title.slice(0, 12));
  await box.getByRole("button", { name: "Search" }).click();
  await page.getByRole("region", { name: "Products" }).getByRole("link", { name: plain.title, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
});
