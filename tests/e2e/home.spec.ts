import type { Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { FEATURED_ROTATE_MS } from "~/components/home/featured-strip";
import { BRAND_PAGES, CATEGORIES } from "~/lib/catalog";
import { formatCents } from "~/lib/money";
import { unitPriceCents } from "~/lib/pricing";
import { expect, failedToLoad, open, test, waitForHydrationOf } from "./fixtures";

/** The home page's order: case-folded titles compared by code unit (as the queries sort). */
const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : 0;
const featured = DEMO_PRODUCTS.filter((p) => p.featured)
  .sort(byTitle)
  .slice(0, 5);
const bestSellers = DEMO_PRODUCTS.filter((p) => p.bestSeller)
  .sort(byTitle)
  .slice(0, 12);

const featuredStrip = (page: Page) => page.getByRole("region", { name: "Featured Products" });
const dot = (page: Page, n: number) => featuredStrip(page).getByRole("button", { name: `Show featured product ${n}` });
const shownFeatured = (page: Page, n: number) =>
  featuredStrip(page).getByRole("link", { name: featured[n - 1]?.title ?? "" });

test("the hero greets and sends shoppers to all products", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("heading", { level: 1, name: "Fuel Your Everyday Fitness" })).toBeVisible();
  await expect(page.getByText("Premium supplements backed by science to help you reach your goals.")).toBeVisible();
  const shop = page.getByRole("main").getByRole("link", { name: "Shop All Products" });
  await expect(shop).toHaveAttribute("href", "/products");
  await shop.click();
  await expect(page).toHaveURL("/products");
});

test.describe("the featured strip", () => {
  test("shows up to 5 featured products and jumps to one with its dot", async ({ page }) => {
    await open(page, "/");
    expect(featured).toHaveLength(5);
    await expect(featuredStrip(page)).toHaveAttribute("aria-roledescription", "carousel");
    await expect(featuredStrip(page).getByRole("button", { name: /^Show featured product/ })).toHaveCount(5);
    await expect(shownFeatured(page, 1)).toBeVisible();
    const first = featured[0]!;
    await expect(featuredStrip(page).getByRole("group", { name: "1 of 5" })).toContainText(
      formatCents(unitPriceCents(first, false)),
    );
    await expect(shownFeatured(page, 1)).toHaveAttribute("href", `/product/${first.slug}`);

    await dot(page, 3).click();
    await expect(dot(page, 3)).toHaveAttribute("aria-current", "true");
    await expect(shownFeatured(page, 3)).toBeVisible();
    await expect(shownFeatured(page, 1)).toHaveCount(0);
    // The visitor is working the strip, so it announces what they chose.
    await expect(featuredStrip(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  test("advances every 8 seconds and wraps around, holding still while pointed at", async ({ page }) => {
    await page.clock.install();
    await open(page, "/");
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
    await expect(featuredStrip(page).locator("[aria-live]")).toHaveAttribute("aria-live", "off");

    await page.clock.fastForward(FEATURED_ROTATE_MS);
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
    await expect(shownFeatured(page, 2)).toBeVisible();
    for (let step = 0; step < 4; step++) await page.clock.fastForward(FEATURED_ROTATE_MS);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");

    await featuredStrip(page).hover();
    await page.clock.fastForward(FEATURED_ROTATE_MS * 2);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
    await page.mouse.move(0, 0);
    await page.clock.fastForward(FEATURED_ROTATE_MS);
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  });

  test("can be paused with its button", async ({ page }) => {
    await page.clock.install();
    await open(page, "/");
    const pause = featuredStrip(page).getByRole("button", { name: "Pause featured products" });
    await pause.click();
    // Neither pointed at nor focused any more: only the pause holds it.
    await page.mouse.move(0, 0);
    await featuredStrip(page).getByRole("button", { name: "Play featured products" }).blur();
    await page.clock.fastForward(FEATURED_ROTATE_MS * 2);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  });

  test("stays put for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await open(page, "/");
    await page.clock.fastForward(FEATURED_ROTATE_MS * 3);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
    await expect(shownFeatured(page, 1)).toBeVisible();
    await expect(featuredStrip(page).getByRole("button", { name: "Pause featured products" })).toHaveCount(0);
    await dot(page, 2).click();
    await expect(shownFeatured(page, 2)).toBeVisible();
  });
});

test("Shop by Category loops through the 12 categories with its buttons, each linking to its products", async ({
  page,
}) => {
  await open(page, "/");
  const carousel = page.getByRole("region", { name: "Shop by Category" });
  const links = carousel.getByRole("link");
  await expect(links).toHaveCount(12);
  for (const [index, category] of CATEGORIES.entries()) {
    await expect(links.nth(index)).toHaveText(category.name);
    await expect(links.nth(index)).toHaveAttribute("href", `/products?category=${category.slug}`);
  }

  const first = carousel.getByRole("group", { name: "1 of 12", exact: true });
  const left = async () => (await first.boundingBox())?.x ?? Number.NaN;
  const start = await left();
  await carousel.getByRole("button", { name: "Next category" }).click();
  await expect.poll(left).toBeLessThan(start - 50);
  await carousel.getByRole("button", { name: "Previous category" }).click();
  await expect.poll(left).toBeCloseTo(start, 0);
  // Looping: stepping back from the first tile brings the last one round to the front.
  await carousel.getByRole("button", { name: "Previous category" }).click();
  await expect.poll(left).toBeGreaterThan(start + 50);

  await carousel.getByRole("link", { name: "Creatine" }).click();
  await expect(page).toHaveURL("/products?category=creatine");
});

test("SHOP BY BRAND links to the 12 brand pages", async ({ page }) => {
  await open(page, "/");
  const brands = page.getByRole("region", { name: "SHOP BY BRAND" });
  const links = brands.getByRole("link");
  await expect(links).toHaveCount(12);
  for (const [index, brand] of BRAND_PAGES.entries()) {
    await expect(links.nth(index)).toHaveText(brand.name);
    await expect(links.nth(index)).toHaveAttribute("href", `/brands/${brand.slug}`);
  }
  await brands.getByRole("link", { name: "Gorilla Mind" }).click();
  await expect(page).toHaveURL("/brands/gorilla-mind");
  await expect(page.getByRole("heading", { level: 1, name: "Gorilla Mind" })).toBeVisible();
});

test("Available Items shows at most 12 best sellers sorted by title", async ({ page }) => {
  await page.goto("/");
  const items = page.getByRole("region", { name: "Available Items" });
  const titles = items.getByRole("article").getByRole("heading", { level: 3 });
  await expect(titles).toHaveText(bestSellers.map((p) => p.title));
  const shown = await titles.allTextContents();
  expect(shown.length).toBeLessThanOrEqual(12);
  expect(shown).toEqual([...shown].sort((a, b) => byTitle({ title: a }, { title: b })));
  await expect(items.getByText("Best Seller")).toHaveCount(shown.length);
});

test.describe(() => {
  // The fault is injected on purpose: the store answers 500.
  test.use({ allowedConsoleErrors: [failedToLoad(500)] });
  test("a failed load shows the Error panel, and Try Again reloads", async ({ page }) => {
    await page.context().addCookies([{ name: "store-fault", value: "catalog", domain: "localhost", path: "/" }]);
    await open(page, "/");
    const panel = page.getByRole("alert").filter({ hasText: "Failed to load products. Please try again later." });
    await expect(panel.getByRole("heading", { name: "Error" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Fuel Your Everyday Fitness" })).toHaveCount(0);

    await page.context().clearCookies();
    const tryAgain = panel.getByRole("button", { name: "Try Again" });
    await waitForHydrationOf(tryAgain);
    await tryAgain.click();
    await expect(page.getByRole("heading", { name: "Fuel Your Everyday Fitness" })).toBeVisible();
  });
});

test("home has no serious accessibility problems", async ({ page, expectAccessible }) => {
  await open(page, "/");
  await expectAccessible();
});
