import type { Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { brandRule, matchesBrandRule } from "~/lib/brand-match";
import { BRANDS } from "~/lib/catalog";
import { findBrandPage } from "~/lib/taxonomy";
import { expect, failedToLoad, open, test } from "./fixtures";

/** The demo products a brand page lists, in its order: case-folded titles compared by code unit. */
function expectedTitles(slug: string): string[] {
  const brand = findBrandPage(BRANDS, slug);
  if (!brand) throw new Error(`no brand page ${slug}`);
  return DEMO_PRODUCTS.filter((p) => matchesBrandRule(p, brandRule(brand)))
    .map((p) => p.title)
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
}

const cardTitles = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 });

test("the ABE page shows its logo, tagline and products, never Bucked Up BABE", async ({ page }) => {
  const titles = expectedTitles("abe");
  await page.goto("/brands/abe");
  await expect(page.getByRole("heading", { level: 1, name: "ABE" })).toBeVisible();
  await expect(page.getByText("All Black Everything: pre-workouts built for intensity.")).toBeVisible();
  await expect(page.locator('main img[src^="/images/brands/abe.png"]')).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titles);
  expect(titles.some((title) => /babe/i.test(title))).toBe(false);
  expect(DEMO_PRODUCTS.some((p) => p.title.startsWith("Bucked Up BABE Pre-Workout"))).toBe(true);
  await expect(page.getByText(`Showing ${titles.length} of ${titles.length} products`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const crumbs = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BreadcrumbList");
  expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "ABE"]);
});

test("the Axe & Sledge page lists only products naming both words", async ({ page }) => {
  const titles = expectedTitles("axe-sledge");
  expect(titles.length).toBeGreaterThan(0);
  await page.goto("/brands/axe-sledge");
  await expect(page.getByRole("heading", { level: 1, name: "Axe & Sledge Supplements" })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titles);
  for (const title of titles) expect(title).toMatch(/\baxe\b.*\bsledge\b|\bsledge\b.*\baxe\b/i);
});

test("Bucked Up shows 30 at a time and loads 30 more from the server", async ({ page }) => {
  const titles = expectedTitles("bucked-up");
  expect(titles.length).toBeGreaterThanOrEqual(31);
  await open(page, "/brands/bucked-up");
  await expect(page.getByText(`Showing 30 of ${titles.length} products`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titles.slice(0, 30));

  const loadMore = page.getByRole("button", { name: "Load More" });
  await loadMore.click();
  await expect(page.getByRole("button", { name: "Loading More..." })).toBeDisabled();
  const shown = Math.min(60, titles.length);
  await expect(page.getByText(`Showing ${shown} of ${titles.length} products`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titles.slice(0, shown));
  await expect(page).toHaveURL(/\/brands\/bucked-up\?show=60$/);
  if (shown === titles.length) await expect(loadMore).toHaveCount(0);
});

test("other brand pages list every product A-Z without paging", async ({ page }) => {
  const titles = expectedTitles("rule-one");
  expect(titles.length).toBeGreaterThan(1);
  await page.goto("/brands/rule-one");
  await expect(cardTitles(page)).toHaveText(titles);
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
});

test.describe(() => {
  // The unknown brand is the point: the store answers 404.
  test.use({ allowedConsoleErrors: [failedToLoad(404)] });
  test("an unknown brand is the 404 page", async ({ page }) => {
    const response = await page.goto("/brands/no-such-brand");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});

test.describe(() => {
  // The fault is injected on purpose: the store answers 500.
  test.use({ allowedConsoleErrors: [failedToLoad(500)] });
  test("a failed load shows the Error panel with Try Again and a toast naming the brand", async ({ page }) => {
    await page.context().addCookies([{ name: "store-fault", value: "brand", domain: "localhost", path: "/" }]);
    await open(page, "/brands/bucked-up");
    const panel = page.getByRole("alert").filter({ hasText: "Failed to load products. Please try again later." });
    await expect(panel.getByRole("heading", { name: "Error" })).toBeVisible();
    const toast = page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Failed to load Bucked Up products");

    await page.context().clearCookies();
    await panel.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bucked Up" })).toBeVisible();
  });
});

test("a brand page has no serious accessibility problems", async ({ page, expectAccessible }) => {
  await open(page, "/brands/bucked-up");
  await expectAccessible();
});
