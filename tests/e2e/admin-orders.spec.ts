import { backOffice, signInAsNewOwner } from "./admin-helpers";
import { uniqueEmail } from "./auth-helpers";
import { payWith, placeOrderByForm, plain } from "./checkout-steps";
import { expect, open, test } from "./fixtures";

test.describe("the back office's order list", () => {
  test("an owner finds two paid orders by e-mail, marks them packed and prints their packing slips", async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // an owner's enrolment, two orders paid on the test checkout, four pages and two axe scans
    const customer = { firstName: "Robin", lastName: "Okafor", email: uniqueEmail("orders") };
    for (let i = 0; i < 2; i++) {
      const publicId = await placeOrderByForm(page.request, 1, customer);
      await open(page, `/test-checkout/${publicId}`);
      await payWith(page, "4242 4242 4242 4242");
      await expect(page.getByRole("region", { name: "Order Details" })).toContainText("Paid", { timeout: 20_000 });
    }

    await signInAsNewOwner(page);
    await open(page, "/admin/orders");
    await expect(backOffice(page).getByRole("link", { name: "Orders" })).toBeVisible();
    const filters = page.getByRole("search", { name: "Filter orders" });
    await filters.getByRole("searchbox", { name: "Search" }).fill(customer.email);
    await filters.getByRole("combobox", { name: "State" }).selectOption({ label: "Paid" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(customer.email).replace(".", "\\.")}`));
    await expect(page.getByText("2 orders", { exact: true })).toBeVisible();
    const rows = page.getByRole("region", { name: "Orders" }).getByRole("row").filter({ hasText: customer.email });
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByRole("link", { name: /^CS-\d+$/ })).toHaveAttribute(
      "href",
      /^\/admin\/orders\/CS-\d+$/,
    );
    await expectAccessible();

    const numbers = await rows.getByRole("link", { name: /^CS-\d+$/ }).allTextContents();
    for (const number of numbers) await page.getByRole("checkbox", { name: `Select ${number}` }).check();
    await page.getByRole("button", { name: "Mark packed" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked packed:" })).toContainText(numbers.join(", "));
    // Still filtered by "Paid": the packed orders have left the list.
    await expect(rows).toHaveCount(0);

    await filters.getByRole("combobox", { name: "State" }).selectOption({ label: "Packed" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(rows).toHaveCount(2);
    for (const number of numbers) await page.getByRole("checkbox", { name: `Select ${number}` }).check();
    await page.getByRole("button", { name: "Print packing slips" }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/packing-slips\?order=CS-\d+&order=CS-\d+$/);
    await expect(page.getByRole("heading", { name: "Packing slips", level: 1 })).toBeVisible();
    for (const number of numbers) {
      const slip = page.getByRole("article", { name: `Order ${number}` });
      await expect(slip.getByRole("region", { name: `Ship to, order ${number}` })).toContainText("Robin Okafor");
      await expect(slip.getByRole("row").nth(1).getByRole("cell")).toHaveText(["1", plain.title, "—"]);
      await expect(slip).not.toContainText("$");
    }
    await expectAccessible();
    // Printed: one slip a page, without the store's header, footer or the back office's navigation.
    const pdf = (await page.pdf({ format: "Letter" })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(2);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(backOffice(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByRole("article", { name: `Order ${numbers[0]}` })).toBeVisible();
  });
});
