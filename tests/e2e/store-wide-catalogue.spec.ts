import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { PRODUCTS_CSV_HEADER } from "~/lib/products-csv";
import { editorAlert, signInAsNewOwner } from "./admin-helpers";
import { openLatestMail, uniqueEmail } from "./auth-helpers";
import { expect, failedToLoad, open, test } from "./fixtures";

// Adding a product changes a category's count and its listing for every shopper, so this runs with the other
// store-wide specs, after every other browser test (playwright.config.ts).

test.use({ viewport: { width: 1280, height: 900 } });

/** A small photo as a phone would send it: a JPEG of one colour. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

test.describe(() => {
  // A sale price above the flavour's own price is refused on purpose: the store answers 400.
  test.use({ allowedConsoleErrors: [failedToLoad(400)] });
  test("the owner adds a product, renames its address, uploads photos, archives and duplicates it", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.slow(); // an owner's enrolment, several forms, an upload, four axe scans
    await signInAsNewOwner(page);
    await open(page, "/admin/products");
    await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "In the store" })).toHaveAttribute("aria-current", "page");
    await expectAccessible();

    await page.getByRole("link", { name: "Add a product" }).click();
    await expect(page.getByRole("heading", { name: "Add a product", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Add the product" }).click();
    await expect(page.getByText("Enter the product's name.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expectAccessible();

    const tag = randomBytes(3).toString("hex");
    const title = `Glacier Whey Isolate ${tag}`;
    const slug = `glacier-whey-isolate-${tag}`;
    await page.getByLabel("Name", { exact: true }).fill(title);
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Protein" });
    await page.getByLabel("Brand", { exact: true }).selectOption({ label: "Rule One Proteins" });
    await page.getByLabel("Price ($)", { exact: true }).fill("54.99");
    await page.getByLabel("Sale price ($)", { exact: true }).fill("60");
    await page.getByLabel("Units in stock", { exact: true }).fill("7");
    await page.getByLabel("Description", { exact: true }).fill("Cold-filtered whey isolate, 25 g of protein a scoop.");
    await page.getByLabel("Flavours", { exact: true }).fill("Vanilla Ice\nDark Chocolate");
    await page.getByLabel("Gluten Free", { exact: true }).check();
    await page
      .getByRole("group", { name: "Question 1" })
      .getByLabel("Question", { exact: true })
      .fill("Does it mix clear?");
    await page.getByRole("button", { name: "Add the product" }).click();
    // The same rule the server applies, checked before the form is sent.
    await expect(page.getByText("A sale price is lower than the price.")).toBeVisible();
    await expect(page.getByText("Answer the question.")).toBeVisible();
    await page.getByLabel("Sale price ($)", { exact: true }).fill("49.99");
    await page
      .getByRole("group", { name: "Question 1" })
      .getByLabel("Answer", { exact: true })
      .fill("Yes, like juice.");
    await page.getByRole("button", { name: "Add the product" }).click();
    await expect(editorAlert(page, `${title} is in the store.`)).toBeVisible();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const editorUrl = new URL(page.url()).pathname;

    // Its stock page: the opening count is booked, and the alert level is the product's own.
    await page.getByRole("link", { name: "Correct the count" }).click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    // One opening row per flavour.
    await expect(page.getByRole("region", { name: "Changes" }).getByText("Opening count")).toHaveCount(2);
    await page.getByLabel("Alert at (units)", { exact: true }).fill("8");
    await page.getByRole("button", { name: "Save the alert level" }).click();
    await expect(editorAlert(page, `${title} is on the low-stock e-mail at 8 units or fewer.`)).toBeVisible();
    await expect(page.getByLabel("Alert at (units)", { exact: true })).toHaveValue("8");
    // Each flavour has its own SKU and units, the 7 shared out 4 and 3 (decision 180); the owner sells the
    // chocolate out at a fair.
    const flavors = page.getByRole("region", { name: "Stock by flavor" });
    const flavorRow = (flavor: string) => flavors.getByRole("row").filter({ hasText: flavor });
    await expect(flavorRow("Vanilla Ice")).toContainText(`${slug.toUpperCase()}--VANILLA-ICE`);
    await expect(flavorRow("Vanilla Ice").getByRole("cell").last()).toHaveText("4");
    await expect(flavorRow("Dark Chocolate")).toContainText(`${slug.toUpperCase()}--DARK-CHOCOLATE`);
    await expect(flavorRow("Dark Chocolate").getByRole("cell").last()).toHaveText("3");
    // The vanilla sells slowly: it gets a level of its own (decision 183); the chocolate keeps the product's.
    const alert = page.getByRole("region", { name: "Low-stock alert" });
    await alert.getByLabel("Flavor", { exact: true }).selectOption({ label: "Vanilla Ice" });
    await expect(alert.getByLabel("Alert at (units)", { exact: true })).toHaveValue("");
    await alert.getByLabel("Alert at (units)", { exact: true }).fill("2");
    await alert.getByRole("button", { name: "Save the alert level" }).click();
    await expect(
      editorAlert(page, `${title} (Vanilla Ice) is on the low-stock e-mail at 2 units or fewer.`),
    ).toBeVisible();
    await expect(flavorRow("Vanilla Ice").getByRole("cell").nth(2)).toHaveText("2");
    await expect(flavorRow("Dark Chocolate").getByRole("cell").nth(2)).toHaveText("8 (the product's)");
    const correction = page.getByRole("region", { name: "Correct the count" });
    await correction.getByLabel("Flavor", { exact: true }).selectOption({ label: "Dark Chocolate" });
    await correction.getByLabel("Units", { exact: true }).fill("-3");
    await correction.getByLabel("Reason", { exact: true }).fill("Sold at the fair");
    await correction.getByRole("button", { name: "Save the change" }).click();
    await expect(editorAlert(page, `${title} (Dark Chocolate): 3 taken away, 0 in stock now.`)).toBeVisible();
    await expect(flavorRow("Dark Chocolate").getByRole("cell").last()).toHaveText("Out of stock");
    await expect(page.getByRole("region", { name: "Changes" }).getByRole("row").nth(1)).toContainText("Dark Chocolate");
    await expectAccessible();
    const stockUrl = new URL(page.url()).pathname;
    await open(page, editorUrl);

    const shopper = await browser.newPage();
    try {
      await open(shopper, `/product/${slug}`);
      await expect(shopper.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(shopper.getByText("$49.99").first()).toBeVisible();
      // The first flavour is chosen; the sold-out one is still offered, and says so when chosen.
      await expect(shopper.getByText("Only 4 left in stock!")).toBeVisible();
      const picker = shopper.getByRole("radiogroup", { name: "Flavor" });
      await picker.getByText("Dark Chocolate", { exact: true }).click();
      // The strike is not read out: the radio's description says it.
      const chocolateRadio = picker.getByRole("radio", { name: "Dark Chocolate" });
      await expect(chocolateRadio).toBeChecked();
      await expect(chocolateRadio).toHaveAccessibleDescription("Out of stock");
      await expect(picker.getByRole("radio", { name: "Vanilla Ice" })).not.toHaveAccessibleDescription("Out of stock");
      await expect(shopper.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
      // The shopper waits for the chocolate alone (decision 181); the owner restocks it and the e-mail arrives.
      const chocolate = `${title} (Dark Chocolate)`;
      const email = uniqueEmail("chocolate");
      const notify = shopper.getByRole("region", { name: "Get an e-mail when it's back" });
      await notify.getByRole("textbox", { name: "Email" }).fill(email);
      await notify.getByRole("button", { name: `Notify me about ${chocolate}` }).click();
      await expect(notify.getByRole("status")).toContainText(
        `we'll e-mail you once when ${chocolate} is back in stock.`,
      );
      const confirm = await openLatestMail(shopper, {
        to: email,
        subject: `Confirm: ${chocolate} back-in-stock notice`,
      });
      const href = await confirm.getByRole("link", { name: /\/back-in-stock\?token=/ }).getAttribute("href");
      const link = new URL(href ?? "");
      await open(shopper, `${link.pathname}${link.search}`);
      await shopper.getByRole("button", { name: "Yes, e-mail me" }).click();
      await expect(
        shopper.getByText(`Thanks! We'll e-mail you once when ${chocolate} is back in stock.`),
      ).toBeVisible();
      await open(page, stockUrl);
      // The owner sees who waits for which flavour before the delivery is booked.
      await expect(page.getByText("1 shopper is waiting for an e-mail when it is back in stock.")).toBeVisible();
      await expect(flavorRow("Dark Chocolate").getByRole("cell").nth(3)).toHaveText("1");
      await expect(flavorRow("Vanilla Ice").getByRole("cell").nth(3)).toHaveText("0");
      await correction.getByLabel("Flavor", { exact: true }).selectOption({ label: "Dark Chocolate" });
      await correction.getByLabel("Units", { exact: true }).fill("6");
      await correction.getByLabel("Reason", { exact: true }).fill("Delivery from the supplier");
      await correction.getByRole("button", { name: "Save the change" }).click();
      await expect(editorAlert(page, `${chocolate}: 6 added, 6 in stock now.`)).toBeVisible();
      await openLatestMail(shopper, { to: email, subject: `Back in stock: ${chocolate}` });
      await open(shopper, `/product/${slug}`);
      await picker.getByText("Vanilla Ice", { exact: true }).click();
      await expect(shopper.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
      await open(page, editorUrl);

      // The vanilla costs more (decision 189): its own price, refused first for a sale above it.
      const flavorPrices = page.getByRole("region", { name: "Prices by flavor" });
      await flavorPrices.getByLabel("Vanilla Ice price ($)", { exact: true }).fill("59.99");
      await flavorPrices.getByLabel("Vanilla Ice sale price ($)", { exact: true }).fill("70");
      await flavorPrices.getByRole("button", { name: "Save flavor prices" }).click();
      await expect(
        flavorPrices.getByText(`${title} (Vanilla Ice): A sale price is lower than the price.`),
      ).toBeVisible();
      await flavorPrices.getByLabel("Vanilla Ice sale price ($)", { exact: true }).fill("");
      await flavorPrices.getByRole("button", { name: "Save flavor prices" }).click();
      await expect(editorAlert(page, `The flavor prices of ${title} are saved.`)).toBeVisible();
      await expect(flavorPrices.getByLabel("Vanilla Ice price ($)", { exact: true })).toHaveValue("59.99");
      await expectAccessible();
      // The shopper's price follows the flavour chosen, and the cart charges the vanilla's.
      await open(shopper, `/product/${slug}`);
      await picker.getByText("Dark Chocolate", { exact: true }).click();
      await expect(shopper.getByText("Regular price $54.99")).toBeVisible();
      await picker.getByText("Vanilla Ice", { exact: true }).click();
      await expect(shopper.getByText("Regular price $54.99")).toBeHidden();
      await expect(shopper.getByText("$59.99").first()).toBeVisible();
      await shopper.getByRole("button", { name: "Add to Cart" }).click();
      const cart = shopper.getByRole("dialog", { name: "Your Cart (1)" });
      await expect(cart.getByText("$59.99").first()).toBeVisible();
      await shopper.keyboard.press("Escape");
      await expect(cart).toBeHidden();

      // A new address: the old one leads to it for good.
      await page.getByLabel("Address", { exact: true }).fill(`${slug}-2lb`);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(editorAlert(page, `${title} is saved.`)).toBeVisible();
      await expect(page.getByText(`Older addresses, which lead here: /product/${slug}`)).toBeVisible();
      await open(shopper, `/product/${slug}`);
      await expect(shopper).toHaveURL(`/product/${slug}-2lb`);
      await expect(shopper.getByRole("heading", { name: title, level: 1 })).toBeVisible();

      // Photos: two at once, then the second first.
      await page.getByRole("link", { name: "Photos (0)" }).click();
      await expect(page.getByRole("heading", { name: "Photos", level: 1 })).toBeVisible();
      await expectAccessible();
      await page
        .getByLabel(/Choose photos, or drop them here/)
        .setInputFiles([await photo("front.jpg", "#1d4ed8"), await photo("back.jpg", "#dc2626")]);
      await expect(page.getByText("2 photos chosen")).toBeVisible();
      await page.getByRole("button", { name: "Upload photos" }).click();
      await expect(editorAlert(page, `2 photos were added to ${title}.`)).toBeVisible();
      const photos = page.getByRole("listitem").filter({ has: page.getByRole("img") });
      await expect(photos).toHaveCount(2);
      const second = (await photos.nth(1).getByRole("img").getAttribute("src"))?.split("?")[0];
      expect(second).toMatch(new RegExp(`^/images/products/${slug}-2lb-[0-9a-f]{12}\\.webp$`));
      await page.getByRole("button", { name: "Move up photo 2" }).click();
      await expect(editorAlert(page, "The photos' order is saved.")).toBeVisible();
      await expect(photos.first().getByRole("img")).toHaveAttribute("src", new RegExp(`^${second}`));
      // Alt text (decision 177): the lead photo described in the owner's words.
      await page.getByLabel("Alt text of photo 1").fill("The red tub, nutrition label side");
      await page.getByRole("button", { name: "Save alt text of photo 1" }).click();
      await expect(editorAlert(page, "The photo's alt text is saved.")).toBeVisible();
      await expect(page.getByLabel("Alt text of photo 1")).toHaveValue("The red tub, nutrition label side");
      await expectAccessible();

      await open(shopper, `/product/${slug}-2lb`);
      const lead = shopper.getByRole("img", { name: "The red tub, nutrition label side" });
      await expect(lead).toHaveAttribute("src", new RegExp(`^${second}`));
      await expect(lead).toBeVisible();
      // Served: the upload reached the image store every process reads.
      await expect.poll(() => lead.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

      // Archived: gone from the store, back when put back.
      await open(page, editorUrl);
      await page.getByRole("button", { name: "Archive", exact: true }).click();
      await expect(editorAlert(page, `${title} is archived: it has left the store.`)).toBeVisible();
      const gone = await shopper.goto(`/product/${slug}-2lb`);
      expect(gone?.status()).toBe(404);
      await expect(shopper.getByText("Product not found", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Put it back in the store" }).click();
      await expect(editorAlert(page, `${title} is back in the store.`)).toBeVisible();
      await open(shopper, `/product/${slug}-2lb`);
      await expect(shopper.getByRole("heading", { name: title, level: 1 })).toBeVisible();

      // The catalogue as a file, and a bulk price change back from one, with a line it refuses.
      await open(page, "/admin/products");
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export CSV" }).click();
      const file = await (await download).path();
      const text = await readFile(file, "utf8");
      expect(text.split("\r\n")[0]).toBe(PRODUCTS_CSV_HEADER.join(","));
      expect(text).toContain(`${slug}-2lb,,,${title},protein,rule-one,54.99,49.99,,10,8,`);
      // Each flavour on a line of its own (decision 186): its SKU, its units and its own alert level.
      expect(text).toContain(`${slug}-2lb,Vanilla Ice,${slug.toUpperCase()}--VANILLA-ICE,,,,59.99,,,4,2,`);
      await page.getByRole("link", { name: "Import CSV" }).click();
      await expect(page.getByRole("heading", { name: "Import products", level: 1 })).toBeVisible();
      await expectAccessible();
      const prices = `Address,Price,Sale price\r\n${slug}-2lb,59.99,47.50\r\n${slug}-2lb,1,\r\n`;
      await page
        .getByLabel("CSV file")
        .setInputFiles({ name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from(prices) });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      // The file is queued; its page follows the store's import worker to the report (decision 179).
      await expect(page).toHaveURL(/\/admin\/products\/import\/[0-9a-f-]{36}$/);
      await expect(
        editorAlert(page, "0 products added, 1 line changed, 0 unchanged, 1 line not imported (below)."),
      ).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("progressbar", { name: "Lines imported" })).toHaveAttribute("value", "2");
      await expect(page.getByText("2 of 2 lines read")).toBeVisible();
      await expectAccessible();
      const refused = page.getByRole("region", { name: "Not imported" });
      const line = refused.getByRole("row").filter({ hasText: "Address: line 2 already has this address." });
      await expect(line.getByRole("cell").first()).toHaveText("3");
      await open(shopper, `/product/${slug}-2lb`);
      await picker.getByText("Dark Chocolate", { exact: true }).click();
      await expect(shopper.getByText("$47.50").first()).toBeVisible();

      // A stocktake of one flavour from a file of Address, Flavor and Stock, booked as an import on its stock page.
      await open(page, "/admin/products/import");
      const count = `Address,Flavor,Stock\r\n${slug}-2lb,Dark Chocolate,9\r\n`;
      await page
        .getByLabel("CSV file")
        .setInputFiles({ name: "count.csv", mimeType: "text/csv", buffer: Buffer.from(count) });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect(editorAlert(page, "0 products added, 1 line changed, 0 unchanged.")).toBeVisible({
        timeout: 15_000,
      });
      await open(page, stockUrl);
      await expect(flavorRow("Dark Chocolate").getByRole("cell").last()).toHaveText("9");
      const latest = page.getByRole("region", { name: "Changes" }).getByRole("row").nth(1);
      await expect(latest).toContainText("Dark Chocolate");
      await expect(latest).toContainText("Import");
    } finally {
      await shopper.close();
    }

    await open(page, editorUrl);
    await page.getByRole("button", { name: "Duplicate" }).click();
    await expect(
      editorAlert(page, `${title} (copy) was made as an archived copy: edit it, then put it in the store.`),
    ).toBeVisible();
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue(`${slug}-2lb-copy`);
    await expect(page.getByRole("link", { name: "Photos (2)" })).toBeVisible();
    await expectAccessible();
  });
});
