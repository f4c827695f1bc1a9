import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { backOffice, signInAsNewOwner } from "./admin-helpers";
import { createAccount } from "./auth-helpers";
import { expect, open, test } from "./fixtures";

// Signing up hashes a password, which is deliberately slow. One worker runs this file's tests in order: the
// last one holds every new review for approval for a while, which the others must not meet.
test.describe.configure({ mode: "default", timeout: 90_000 });

const product = DEMO_PRODUCTS.at(-1) ?? DEMO_PRODUCTS[0];
if (!product) throw new Error("The demo catalogue is empty");

test.describe("reviews", () => {
  test("/reviews lists the reviews newest first with the average rating", async ({ page, expectAccessible }) => {
    await open(page, "/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "Customer Reviews" })).toBeVisible();
    await expect(page.getByText(/^Average of \d+ reviews$/)).toBeVisible();
    await expect(page.getByRole("img", { name: /^Rated \d\.\d out of 5$/ }).first()).toBeVisible();

    const reviews = page.getByRole("main").getByRole("article");
    expect(await reviews.count()).toBeGreaterThan(1);
    const dates = await reviews.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")));
    expect(dates).toEqual([...dates].sort().reverse());
    await expectAccessible();
  });

  test("a product page shows its reviews, and a signed-out shopper is asked to sign in", async ({
    page,
    expectAccessible,
  }) => {
    await open(page, `/product/${product.slug}`);
    const section = page.getByRole("region", { name: "Customer Reviews" });
    await expect(section.getByText(/^Average of \d+ reviews?$/)).toBeVisible();
    await expect(section.getByRole("article").first()).toBeVisible();
    await expect(section.getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute(
      "href",
      `/auth?redirectTo=${encodeURIComponent(`/product/${product.slug}#reviews`)}`,
    );
    await expectAccessible();
  });

  test("a signed-in customer writes one review per product, as plain text, and edits it", async ({
    page,
    expectAccessible,
  }) => {
    await createAccount(page, { prefix: "reviewer", fullName: "Robin Reviewer" });
    await open(page, `/product/${product.slug}`);
    const section = page.getByRole("region", { name: "Customer Reviews" });
    const countBefore = Number((await section.getByText(/^Average of \d+ reviews?$/).textContent())?.match(/\d+/)?.[0]);

    // Field errors first, each cleared by editing its field.
    await section.getByRole("button", { name: "Post Review" }).click();
    await expect(section.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
    await expect(section.getByText("Please give your review a title.")).toBeVisible();
    await expectAccessible();
    await section.locator("label", { hasText: "4 stars" }).click();
    await expect(section.getByText("Please choose a rating from 1 to 5 stars.")).toHaveCount(0);

    const title = `Solid product ${Date.now()}`;
    const body = 'Mixes well. <img src=x onerror="window.injected=true"> <b>not bold</b>';
    await section.getByRole("textbox", { name: "Title" }).fill(title);
    await expect(section.getByText("Please give your review a title.")).toHaveCount(0);
    await section.getByRole("textbox", { name: "Review" }).fill(body);
    await section.getByRole("button", { name: "Post Review" }).click();

    await expect(section.getByRole("status")).toHaveText("Thanks! Your review is saved.");
    const mine = section.getByRole("article").filter({ hasText: title });
    await expect(mine.getByText(body)).toBeVisible();
    await expect(mine.getByText("Robin R.")).toBeVisible();
    await expect(mine.getByRole("img", { name: "Rated 4.0 out of 5" })).toBeVisible();
    await expect(mine.locator("img, b")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await expect(section.getByText(`Average of ${countBefore + 1} reviews`)).toBeVisible();

    // Editing changes the one review instead of adding another.
    await section.getByRole("button", { name: "Edit your review" }).click();
    await expect(section.getByRole("textbox", { name: "Title" })).toHaveValue(title);
    await section.locator("label", { hasText: "2 stars" }).click();
    await section.getByRole("button", { name: "Update Review" }).click();
    await expect(mine.getByRole("img", { name: "Rated 2.0 out of 5" })).toBeVisible();
    await expect(mine.getByText("Edited")).toBeVisible();
    await expect(section.getByText(`Average of ${countBefore + 1} reviews`)).toBeVisible();

    await open(page, "/reviews");
    const newest = page.getByRole("main").getByRole("article").first();
    await expect(newest).toContainText(title);
    await expect(newest.getByRole("link", { name: product.title })).toHaveAttribute("href", `/product/${product.slug}`);
  });

  test("the owner holds new reviews: one waits, is approved, answered and hidden, and the rating follows", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    test.slow(); // an owner's enrolment, a shopper's sign-up, four moderation steps and an axe scan
    const moderated = DEMO_PRODUCTS.at(-2) ?? product;
    await signInAsNewOwner(page);
    await open(page, "/admin/orders");
    await backOffice(page).getByRole("link", { name: "Reviews" }).click();
    await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    await page.getByLabel("New reviews").selectOption({ label: "Hold new reviews until approved" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Hold new reviews until approved: saved." })).toBeVisible();

    const shopper = await browser.newPage();
    try {
      await createAccount(shopper, { prefix: "held", fullName: "Hana Held" });
      await open(shopper, `/product/${moderated.slug}`);
      const section = shopper.getByRole("region", { name: "Customer Reviews" });
      const countBefore = Number(
        (await section.getByText(/^Average of \d+ reviews?$/).textContent())?.match(/\d+/)?.[0],
      );
      const title = `Worth the wait ${Date.now()}`;
      await section.locator("label", { hasText: "5 stars" }).click();
      await section.getByRole("textbox", { name: "Title" }).fill(title);
      await section.getByRole("textbox", { name: "Review" }).fill("Smooth, no clumps.");
      await section.getByRole("button", { name: "Post Review" }).click();
      await expect(section.getByRole("status")).toHaveText(
        "Thanks! Your review will appear once the shop has approved it.",
      );
      await shopper.reload();
      await expect(section.getByRole("status")).toHaveText("Your review is waiting for the shop's approval.");
      await expect(section.getByRole("article").filter({ hasText: title })).toHaveCount(0);
      await expect(section.getByText(`Average of ${countBefore} reviews`)).toBeVisible();

      // Approved, it is shown and counted.
      await page.reload();
      const card = page.getByRole("article", { name: `Review of ${moderated.title} by Hana Held` });
      await expect(card).toContainText(title);
      await expectAccessible();
      await card.getByRole("button", { name: "Approve the review by Hana Held" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: `The review of ${moderated.title} is published.` }),
      ).toBeVisible();
      await shopper.reload();
      const shown = section.getByRole("article").filter({ hasText: title });
      await expect(shown).toBeVisible();
      await expect(section.getByText(`Average of ${countBefore + 1} reviews`)).toBeVisible();

      // Answered in public, then hidden: gone from the page and from the count.
      await page.getByRole("link", { name: /^Published \(\d+\)$/ }).click();
      await card.getByRole("textbox", { name: "Public reply" }).fill("Thanks, Hana!");
      await card.getByRole("button", { name: "Save reply" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your reply to the review" })).toBeVisible();
      await shopper.reload();
      await expect(shown).toContainText("Response from Charge Supplements");
      await expect(shown).toContainText("Thanks, Hana!");
      await card.getByRole("button", { name: "Hide the review by Hana Held" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: `The review of ${moderated.title} is hidden.` }),
      ).toBeVisible();
      await shopper.reload();
      await expect(section.getByRole("status")).toHaveText("The shop has hidden your review.");
      await expect(shown).toHaveCount(0);
      await expect(section.getByText(`Average of ${countBefore} reviews`)).toBeVisible();
    } finally {
      await shopper.close();
      await page.getByLabel("New reviews").selectOption({ label: "Publish new reviews at once" });
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Publish new reviews at once: saved." })).toBeVisible();
    }
  });
});
