import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { storeDateTime } from "~/lib/store-time";
import { editorAlert, signInAsNewOwner } from "./admin-helpers";
import { expect, open, test } from "./fixtures";

// Publishing an article adds a card to the blog every shopper reads, so this runs with the other store-wide specs,
// after every other browser test (playwright.config.ts).

test.use({ viewport: { width: 1280, height: 900 } });

test("the owner drafts an article with a cover and a live preview, schedules it, publishes it, and shoppers read it", async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.slow(); // an owner's enrolment, four saves, an upload, three axe scans
  await signInAsNewOwner(page);
  await open(page, "/admin/blog");
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  // The store's own four articles were copied into the blog when the store first started.
  await expect(page.getByRole("region", { name: "Articles" }).getByRole("row")).toHaveCount(5);
  await expect(page.getByRole("link", { name: "Creatine: What the Research Actually Says" })).toBeVisible();
  await expectAccessible();

  await page.getByRole("link", { name: "Write an article" }).click();
  await expect(page.getByRole("heading", { name: "Write an article", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Save the article" }).click();
  // The server's own rules, checked before the form is sent.
  await expect(page.getByText("Give the article a title.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();

  const tag = randomBytes(3).toString("hex");
  const title = `Recovery Basics ${tag}`;
  const slug = `recovery-basics-${tag}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill("Sleep, food and rest days: what recovery needs first.");
  await page.getByLabel("Author", { exact: true }).selectOption({ label: "Marcus Reed" });
  await page.getByLabel("Categories", { exact: true }).fill("Recovery, Training");
  await page.getByLabel("Text", { exact: true }).fill("## Sleep first\n\nMost **recovery** happens asleep.");
  // The preview renders the Markdown as the article's page will.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Sleep first", level: 2 })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("recovery");
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0e7490" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Cover photo", { exact: true }).setInputFiles({
    name: "cover.jpg",
    mimeType: "image/jpeg",
    buffer: cover,
  });
  await expectAccessible();
  await page.getByRole("button", { name: "Save the article" }).click();
  await expect(editorAlert(page, `“${title}” is saved.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("A draft: only the back office sees it.")).toBeVisible();
  await expect(page.getByRole("img", { name: "The article's cover now" })).toBeVisible();

  const shopper = await browser.newPage();
  try {
    expect((await shopper.goto(`/blog/${slug}`))?.status()).toBe(404);

    // Scheduled for tomorrow, on the store's clock: still not in the store.
    const tomorrow = storeDateTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
    await page.getByRole("radio", { name: /^Scheduled/ }).check();
    await page.getByLabel("Publish on", { exact: true }).fill(tomorrow);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(editorAlert(page, `“${title}” is saved and scheduled.`)).toBeVisible();
    await expect(page.getByText(/^Scheduled: the store shows it from /)).toBeVisible();
    expect((await shopper.goto(`/blog/${slug}`))?.status()).toBe(404);

    // Published now: its address is fixed from here on.
    await page.getByRole("radio", { name: /^Published/ }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(editorAlert(page, `“${title}” is saved and published.`)).toBeVisible();
    await expect(page.getByLabel("Address", { exact: true })).toHaveAttribute("readonly", "");
    await expectAccessible();

    await open(shopper, "/blog");
    const card = shopper.getByRole("main").getByRole("article").filter({ hasText: title });
    await expect(card.getByText("Marcus Reed")).toBeVisible();
    await card.getByRole("link", { name: title }).click();
    await expect(shopper).toHaveURL(`/blog/${slug}`);
    await expect(shopper.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(shopper.getByRole("heading", { name: "Sleep first", level: 2 })).toBeVisible();
    const coverImage = shopper.locator(`img[src^="/images/blog/${slug}-"]`).first();
    await expect.poll(() => coverImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await shopper.close();
  }

  await open(page, "/admin/blog?state=published");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});
