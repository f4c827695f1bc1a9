import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { backOffice, editorAlert, signInAsNewOwner } from "./admin-helpers";
import { expect, failedToLoad, open, test } from "./fixtures";

// A category the owner adds is in every shopper's menu and filters, so this runs with the other store-wide specs,
// after every other browser test (playwright.config.ts).

test.use({ viewport: { width: 1280, height: 900 } });

test.describe(() => {
  // A category still in use is removed on purpose: the store answers 409.
  test.use({ allowedConsoleErrors: [failedToLoad(409)] });
  test("the owner adds a category, the shop's menu and filters offer it, and a used one cannot be removed", async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // an owner's enrolment, several saves, two axe scans
    await signInAsNewOwner(page);
    await open(page, "/admin");
    await backOffice(page).getByRole("link", { name: "Categories" }).click();
    await expect(page.getByRole("heading", { name: "Categories and brands", level: 1 })).toBeVisible();
    await expectAccessible();

    const categories = page.getByRole("region", { name: "Categories" });
    // The server's own rules, checked before the form is sent.
    await categories.getByRole("button", { name: "Add category" }).click();
    await expect(categories.getByText("Give a name.")).toBeVisible();

    const name = `Recovery ${randomBytes(3).toString("hex")}`;
    await categories.getByLabel("New category's name").fill(name);
    await categories.getByRole("button", { name: "Add category" }).click();
    await expect(editorAlert(page, `${name} added.`)).toBeVisible();
    await expect(categories.getByLabel(/^Name \(address: recovery-/).last()).toHaveValue(name);
    await categories.getByRole("button", { name: `Move ${name} up` }).click();
    await expect(editorAlert(page, `${name} moved up.`)).toBeVisible();
    // Its tile picture (decision 190): until one is uploaded the tile shows its initial, never a broken image.
    const tile = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#16a34a" } })
      .jpeg()
      .toBuffer();
    await categories
      .getByLabel(`Picture for ${name}`)
      .setInputFiles({ name: "recovery.jpg", mimeType: "image/jpeg", buffer: tile });
    await categories.getByRole("button", { name: `Upload picture for ${name}` }).click();
    await expect(editorAlert(page, `${name}'s picture replaced.`)).toBeVisible();

    await categories.getByRole("button", { name: "Remove Protein" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Protein can’t be removed:" });
    await expect(refusal).toContainText("Move them to another category first.");
    await expectAccessible();

    // The shop reads the lists at once: the header's menu and the products page's filters.
    await open(page, "/");
    // The home page's carousel offers it too.
    const carouselTile = page.getByRole("region", { name: "Shop by Category" }).getByRole("link", { name });
    await expect(carouselTile).toBeAttached();
    await expect(carouselTile.locator("img")).toHaveAttribute("src", /\/images\/categories\/recovery-[\w-]+\.webp/);
    // Served as a picture at that address (the tile loads lazily, so the test asks for it itself).
    const served = await page.request.get((await carouselTile.locator("img").getAttribute("src")) ?? "");
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("button", { name: "Categories" }).click();
    await menu.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/products\?category=recovery-/);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("form", { name: "Product filters" }).getByRole("checkbox", { name })).toBeChecked();

    // Left as the store was, for the specs after this one.
    await open(page, "/admin/categories");
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await expect(editorAlert(page, `${name} removed.`)).toBeVisible();
  });
});
