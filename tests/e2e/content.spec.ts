import type { Page } from "@playwright/test";
import { NO_POSTS_MESSAGE } from "~/lib/blog";
import { expect, failedToLoad, open, test } from "./fixtures";

const CREATINE_TITLE = "Creatine: What the Research Actually Says";

function articles(page: Page) {
  return page.getByRole("main").getByRole("article");
}

test.describe("blog", () => {
  test("lists the four articles as cards linking to their pages", async ({ page, expectAccessible }) => {
    await open(page, "/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog & Articles" })).toBeVisible();
    await expect(articles(page)).toHaveCount(4);

    const card = articles(page).filter({ hasText: CREATINE_TITLE });
    await expect(card.getByText("Supplements", { exact: true })).toBeVisible();
    await expect(card.getByText(/ago$/)).toBeVisible();
    await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(card.getByText("Jordan Ellis")).toBeVisible();
    await expect(card.getByRole("link", { name: CREATINE_TITLE })).toHaveAttribute(
      "href",
      "/blog/creatine-what-the-research-says",
    );
    await expectAccessible();
  });

  test("searches titles and excerpts as the shopper types, and keeps the search in the address", async ({ page }) => {
    await open(page, "/blog");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await expect(search).toHaveAttribute("placeholder", "Search articles...");

    await search.fill("CREATINE");
    await expect(articles(page)).toHaveCount(1);
    await expect(articles(page).first()).toContainText(CREATINE_TITLE);
    await expect(page).toHaveURL(/\/blog\?q=CREATINE$/);

    // "sweat test" appears only in the hydration article's excerpt.
    await search.fill("sweat test");
    await expect(articles(page)).toHaveCount(1);
    await expect(articles(page).first()).toContainText("Hydration and Electrolytes for Training");

    await search.fill("no such topic");
    await expect(articles(page)).toHaveCount(0);
    await expect(page.getByText(NO_POSTS_MESSAGE)).toBeVisible();

    await search.fill("");
    await expect(articles(page)).toHaveCount(4);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("filters by one category at a time with pressed badges", async ({ page, expectAccessible }) => {
    await open(page, "/blog");
    const badges = page.getByRole("group", { name: "Filter by category" }).getByRole("button");
    await expect(badges).toHaveText(["All", "Nutrition", "Research", "Supplements", "Training"]);
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Training" }).click();
    await expect(page.getByRole("button", { name: "Training" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    await expect(articles(page)).toHaveCount(2);
    await expect(page).toHaveURL(/category=Training/);

    await page.getByRole("searchbox", { name: "Search articles" }).fill("creatine");
    await expect(page.getByText(NO_POSTS_MESSAGE)).toBeVisible();
    await expectAccessible();

    await page.getByRole("button", { name: "All" }).click();
    await expect(articles(page)).toHaveCount(1);
  });

  test.describe("before JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("filters through the address with a plain form", async ({ page }) => {
      await page.goto("/blog?category=Research");
      await expect(articles(page)).toHaveCount(2);
      await expect(page.getByRole("button", { name: "Research" })).toHaveAttribute("aria-pressed", "true");

      await page.getByRole("searchbox", { name: "Search articles" }).fill("protein");
      await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/q=protein/);
      await expect(page).toHaveURL(/category=Research/);
      await expect(articles(page)).toHaveCount(1);

      await page.getByRole("button", { name: "Training" }).click();
      await expect(page).toHaveURL(/category=Training/);
      await expect(page.getByText(NO_POSTS_MESSAGE)).toBeVisible();
    });
  });
});

test.describe("article page", () => {
  test("shows the article with its author, date, read time and related products", async ({
    page,
    expectAccessible,
  }) => {
    await open(page, "/blog");
    await page.getByRole("link", { name: CREATINE_TITLE }).click();
    await expect(page).toHaveURL("/blog/creatine-what-the-research-says");
    await expect(page.getByRole("heading", { level: 1, name: CREATINE_TITLE })).toBeVisible();
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByText("October 27, 2026")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How much to take" })).toBeVisible();
    await expect(page.getByText(/Talk to your doctor\./)).toBeVisible();

    const related = page.getByRole("region", { name: "Products in this article" });
    const products = related.getByRole("article");
    await expect(products).toHaveCount(4);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "");
    expect(jsonLd).toMatchObject({ "@type": "Article", headline: CREATINE_TITLE, datePublished: "2026-10-27" });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expectAccessible();

    await related.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/product\/micronized-creatine-monohydrate-1kg$/);
  });

  test.describe(() => {
    // The unknown article is the point: the store answers 404.
    test.use({ allowedConsoleErrors: [failedToLoad(404)] });
    test("answers an unknown article with the 404 page", async ({ page }) => {
      const response = await page.goto("/blog/no-such-article");
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
    });
  });
});

test.describe("policy pages", () => {
  for (const { path, title } of [
    { path: "/terms", title: "Terms of Service" },
    { path: "/privacy", title: "Privacy Policy" },
  ]) {
    test(`${title} is headed and dated`, async ({ page, expectAccessible }) => {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Effective May 28, 2025")).toBeVisible();
      expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThan(5);
      await expectAccessible();
    });
  }

  test("the return policy states the return rules and a contact address", async ({ page, expectAccessible }) => {
    await open(page, "/returns");
    await expect(page.getByRole("heading", { level: 1, name: "Return Policy" })).toBeVisible();
    const main = page.getByRole("main");
    for (const heading of [
      "Returns within 30 days",
      "Damaged, defective or incorrect items",
      "No exchanges",
      "Refunds",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const rule of [
      "unopened, unused items within 30 days of delivery",
      "let us know within 7 days of delivery",
      "replacement or a full refund",
      "place a new order",
      "Opened or used items",
      "Final Sale",
      "processed within 5–7 business days to your original payment method",
      "You are responsible for the cost of return shipping",
    ]) {
      await expect(main.getByText(rule).first()).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "support@charge-supplements.example" }).first()).toBeVisible();
    await expect(main.getByText(/San Angelo, TX 76901/).first()).toBeVisible();
    await expectAccessible();
  });
});

test.describe("contact page", () => {
  function contactForm(page: Page) {
    return page.getByRole("region", { name: "Send us a message" });
  }

  test("shows the store's address, phone and hours", async ({ page, expectAccessible }) => {
    await open(page, "/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const details = page.getByRole("complementary", { name: "Store information" });
    await expect(details.getByText("San Angelo, TX 76901")).toBeVisible();
    await expect(details.getByRole("link", { name: "(325) 555-0142" })).toHaveAttribute("href", "tel:3255550142");
    await expect(details.getByText("Monday – Friday")).toBeVisible();
    await expectAccessible();
  });

  test("shows field errors beside the fields and clears each when it is edited", async ({ page, expectAccessible }) => {
    await open(page, "/contact");
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();

    const name = form.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name.");
    await expect(name).toBeFocused();
    await expect(form.getByText("Please enter your email address.")).toBeVisible();
    await expect(form.getByText("Please enter a subject.")).toBeVisible();
    await expect(form.getByText("Please enter your message.")).toBeVisible();
    await expectAccessible();

    await name.fill("Dana");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Please enter your name.")).toHaveCount(0);
    await expect(form.getByText("Please enter your email address.")).toBeVisible();

    await form.getByRole("textbox", { name: "Email" }).fill("dana@");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  });

  test("stores a message, confirms it and e-mails it to the store", async ({ page }) => {
    const subject = `Question about my order ${Date.now()}`;
    await open(page, "/contact");
    const form = contactForm(page);
    await form.getByRole("textbox", { name: "Name" }).fill("Dana Rivera");
    await form.getByRole("textbox", { name: "Email" }).fill("dana@example.com");
    await form.getByRole("textbox", { name: "Subject" }).fill(subject);
    await form.getByRole("textbox", { name: "Message" }).fill("Can I change the flavour on my order?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText("Thanks, Dana Rivera! We received your message and will reply within one business day."),
    ).toBeVisible();

    await page.goto("/dev/mail");
    const mail = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `Contact form: ${subject}` }) });
    await expect(mail).toContainText("To store@charge-supplements.example");
    await expect(mail).toContainText("From: Dana Rivera <dana@example.com>");
    await expect(mail).toContainText("Can I change the flavour on my order?");
  });

  test("answers a filled honeypot like a success but sends nothing", async ({ page }) => {
    const subject = `Cheap followers ${Date.now()}`;
    await open(page, "/contact");
    const form = contactForm(page);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await honeypot.fill("https://spam.example", { force: true });
    await form.getByRole("textbox", { name: "Name" }).fill("Spam Bot");
    await form.getByRole("textbox", { name: "Email" }).fill("bot@spam.example");
    await form.getByRole("textbox", { name: "Subject" }).fill(subject);
    await form.getByRole("textbox", { name: "Message" }).fill("Buy followers at our site today!");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(/^Thanks, Spam Bot!/)).toBeVisible();

    await page.goto("/dev/mail");
    await expect(page.getByRole("heading", { name: "Development mailbox" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Contact form: ${subject}` })).toHaveCount(0);
  });
});
