import type { Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { demoReviewSummary } from "~/.server/demo/reviews";
import { CATEGORIES } from "~/lib/catalog";
import { unitPriceCents } from "~/lib/pricing";
import { SUGGESTIONS_PATH } from "~/lib/search";
import { findCategory } from "~/lib/taxonomy";
import { expect, open, test } from "./fixtures";

const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 812 };

async function openHeaderBox(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  const box = page.getByRole("combobox", { name: "Search products" });
  await expect(box).toBeFocused();
  return box;
}

/** The demo catalogue's Gorilla Mind products: the only ones that match 'gorilla mind'. */
const gorillaMind = DEMO_PRODUCTS.filter((product) => product.brand === "Gorilla Mind");
const price = (product: (typeof DEMO_PRODUCTS)[number]) => unitPriceCents(product, false);
const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : 0;

function resultTitles(page: Page) {
  return page.getByRole("region", { name: "Search results" }).getByRole("heading", { level: 3 });
}

test.describe("the header search box", () => {
  test.use({ viewport: desktop });

  test("suggests products as the shopper types; ArrowDown and Enter open the first one", async ({ page }) => {
    await open(page, "/");
    const box = await openHeaderBox(page);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("gorilla");
    const list = page.getByRole("listbox", { name: "Search suggestions" });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(box).toHaveAttribute("aria-controls", (await list.getAttribute("id")) ?? "");

    const products = list.getByRole("group", { name: "Products" }).getByRole("option");
    await expect(products).toHaveCount(gorillaMind.length);
    await expect(list.getByRole("group", { name: "Brands" }).getByRole("option")).toHaveText(["Gorilla Mind"]);
    const first = products.first();
    await expect(first).toContainText(/\$\d+\.\d{2}/);
    const firstText = (await first.textContent()) ?? "";
    const expected = gorillaMind.find((product) => firstText.includes(product.title));
    expect(expected).toBeDefined();

    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await box.press("Enter");
    await expect(page).toHaveURL(`/product/${expected?.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected?.title ?? "");
    await expect(box).toBeHidden();
    // Hidden, the box leaves the accessibility tree; its value is read from the element itself.
    await expect(page.getByRole("banner").locator('input[type="search"]')).toHaveValue("");
  });

  test("ArrowUp wraps to the last option; Enter there opens the brand page", async ({ page }) => {
    await open(page, "/");
    const box = await openHeaderBox(page);
    await box.fill("gorila");
    await expect(page.getByRole("listbox")).toBeVisible();
    await box.press("ArrowUp");
    await expect(page.getByRole("option", { name: "Gorilla Mind", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await box.press("Enter");
    await expect(page).toHaveURL("/brands/gorilla-mind");
  });

  test("a category suggestion opens the category; a click works too", async ({ page }) => {
    await open(page, "/");
    const box = await openHeaderBox(page);
    await box.fill("creat");
    const category = page.getByRole("group", { name: "Categories" }).getByRole("option", { name: "Creatine" });
    await category.click();
    await expect(page).toHaveURL("/products?category=creatine");
  });

  test("Enter with no active option searches; Escape closes the list, then the box", async ({ page }) => {
    await open(page, "/");
    let box = await openHeaderBox(page);
    await box.fill("whey");
    await expect(page.getByRole("listbox")).toBeVisible();
    await box.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toBeVisible();
    await expect(box).toHaveValue("whey");
    await box.press("Escape");
    await expect(box).toBeHidden();

    box = await openHeaderBox(page);
    await box.fill("  whey protein ");
    await expect(page.getByRole("listbox")).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=whey+protein");
    await expect(box).toBeHidden();
  });

  test("one character suggests nothing; an empty box does nothing on Enter and collapses on blur", async ({ page }) => {
    // The page's timers are moved on by hand: the typing pause is passed without the test waiting it out.
    await page.clock.install();
    await open(page, "/");
    const suggested: (string | null)[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === SUGGESTIONS_PATH) suggested.push(url.searchParams.get("q"));
    });
    const box = await openHeaderBox(page);
    await box.fill("g");
    await page.clock.runFor(1000);
    // Two characters do ask, and requests arrive in order: one for "g" would be listed before this one.
    await box.fill("gorilla");
    await page.clock.runFor(1000);
    await expect(page.getByRole("listbox")).toBeVisible();
    expect(suggested).toEqual(["gorilla"]);
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL("/");
    await expect(box).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(box).toBeHidden();
  });

  test("passes axe with the suggestion list open", async ({ page, expectAccessible }) => {
    await open(page, "/");
    const box = await openHeaderBox(page);
    await box.fill("gorilla");
    await expect(page.getByRole("listbox")).toBeVisible();
    await box.press("ArrowDown");
    await expectAccessible();
  });

  test("on a phone the list opens below the header", async ({ page }) => {
    await page.setViewportSize(mobile);
    await open(page, "/");
    const box = await openHeaderBox(page);
    await box.fill("protein");
    const list = page.getByRole("listbox");
    await expect(list).toBeVisible();
    const headerBottom = await page.getByRole("banner").evaluate((h) => h.getBoundingClientRect().bottom);
    expect(await list.evaluate((l) => l.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });
});

test.describe("the search page", () => {
  test.use({ viewport: desktop });

  test("shows the results for a term with their count, and passes axe", async ({ page, expectAccessible }) => {
    await open(page, "/search?q=gorilla+mind");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search Results for "gorilla mind"');
    await expect(page.getByText(`${gorillaMind.length} result(s) found`, { exact: true })).toBeVisible();
    await expect(resultTitles(page)).toHaveCount(gorillaMind.length);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page).toHaveTitle(/Search Results for "gorilla mind"/);
    await expectAccessible();
  });

  test("finds what a misspelt term meant", async ({ page }) => {
    await open(page, "/search?q=gorila+mind");
    await expect(page.getByText(`${gorillaMind.length} result(s) found`, { exact: true })).toBeVisible();
  });

  const sorts = [
    ["Price: Low to High", "price-asc", [...gorillaMind].sort((a, b) => price(a) - price(b) || byTitle(a, b))],
    ["Price: High to Low", "price-desc", [...gorillaMind].sort((a, b) => price(b) - price(a) || byTitle(a, b))],
    [
      "Highest Rated",
      "rating",
      [...gorillaMind]
        .map((product) => ({ ...product, ...demoReviewSummary(product) }))
        .sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byTitle(a, b)),
    ],
    ["Name A-Z", "name", [...gorillaMind].sort(byTitle)],
  ] as const;

  for (const [label, value, expected] of sorts) {
    test(`sorts by ${label}`, async ({ page }) => {
      await open(page, "/search?q=gorilla+mind");
      await page.getByLabel("Sort by").selectOption({ label });
      await expect(page).toHaveURL(`/search?q=gorilla+mind&sort=${value}`);
      await expect(resultTitles(page)).toHaveText(expected.map((product) => product.title));
    });
  }

  test("sorts by Relevance again, which leaves the sort out of the address", async ({ page }) => {
    await open(page, "/search?q=gorilla+mind&sort=name");
    await expect(page.getByLabel("Sort by")).toHaveValue("name");
    await page.getByLabel("Sort by").selectOption({ label: "Relevance" });
    await expect(page).toHaveURL("/search?q=gorilla+mind");
  });

  test("filters by a category found among the results", async ({ page }) => {
    await open(page, "/search?q=gorilla+mind");
    const category = page.getByLabel("Category");
    const found = [...new Set(gorillaMind.map((product) => product.category))].sort();
    const label = (slug: string) => findCategory(CATEGORIES, slug)?.name ?? slug;
    await expect(category.getByRole("option")).toHaveText(["All Categories", ...found.map(label)]);
    await category.selectOption({ label: "Pump Supplement" });
    await expect(page).toHaveURL("/search?q=gorilla+mind&category=pump-supplement");
    await expect(resultTitles(page)).toHaveText(
      gorillaMind.filter((product) => product.category === "pump-supplement").map((product) => product.title),
    );
    await expect(page.getByText("1 result(s) found", { exact: true })).toBeVisible();
    await category.selectOption({ label: "All Categories" });
    await expect(page).toHaveURL("/search?q=gorilla+mind");
  });

  const bands = [
    ["Under $25", "under-25", (cents: number) => cents < 2500],
    ["$25 - $50", "25-50", (cents: number) => cents >= 2500 && cents <= 5000],
    ["$50 - $100", "50-100", (cents: number) => cents >= 5000 && cents <= 10000],
    ["Over $100", "over-100", (cents: number) => cents > 10000],
  ] as const;

  for (const [label, value, inBand] of bands) {
    test(`filters by the price band ${label}`, async ({ page }) => {
      await open(page, "/search?q=gorilla+mind");
      await page.getByLabel("Price").selectOption({ label });
      await expect(page).toHaveURL(`/search?q=gorilla+mind&price=${value}`);
      const expected = gorillaMind.filter((product) => inBand(price(product)));
      await expect(page.getByText(`${expected.length} result(s) found`, { exact: true })).toBeVisible();
      if (expected.length === 0) {
        await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
      } else {
        await expect(resultTitles(page)).toHaveCount(expected.length);
      }
    });
  }

  test("'No products found' gives tips and a way to all products", async ({ page }) => {
    await open(page, "/search?q=zzzqqxx");
    await expect(page.getByText("0 result(s) found", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByText("Check the spelling of your search term")).toBeVisible();
    await expect(page.getByText("Try broader or more general terms")).toBeVisible();
    await expect(page.getByText("Remove filters to see more results")).toBeVisible();
    await page.getByRole("link", { name: "Browse All Products" }).click();
    await expect(page).toHaveURL("/products");
  });

  test("without a term it invites a search", async ({ page }) => {
    await open(page, "/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Products");
    await expect(page.getByRole("heading", { name: "Start searching" })).toBeVisible();
    await expect(page.getByText(/result\(s\) found/)).toBeHidden();
  });

  test("a new term keeps the sort; a whitespace-only term does nothing", async ({ page }) => {
    await open(page, "/search?q=gorilla+mind&sort=name&category=creatine");
    const main = page.getByRole("main");
    const field = main.getByRole("searchbox", { name: "Search term" });
    const searched: (string | null)[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/search" || url.pathname === "/search.data") searched.push(url.searchParams.get("q"));
    });
    await field.fill("   ");
    await main.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search?q=gorilla+mind&sort=name&category=creatine");

    await field.fill(" creatine ");
    await field.press("Enter");
    await expect(page).toHaveURL("/search?q=creatine&sort=name");
    // Requests arrive in order: one for the blank term would be listed before the one for "creatine".
    expect(searched).toEqual(["creatine"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search Results for "creatine"');
  });

  test("pages through more than 60 results", async ({ page }) => {
    await open(page, "/search?q=scoop");
    const total = Number(((await page.getByText(/result\(s\) found/).textContent()) ?? "").split(" ")[0]);
    expect(total).toBeGreaterThan(60);
    await expect(resultTitles(page)).toHaveCount(60);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/search?q=scoop&page=2");
    await expect(resultTitles(page)).toHaveCount(total - 60);
  });

  test("tidies the address: a trimmed term, no defaults", async ({ page }) => {
    await page.goto("/search?q=++creatine++&sort=relevance&price=all&category=&page=1");
    await expect(page).toHaveURL("/search?q=creatine");
  });

  test("works before JavaScript runs: GET forms for the term and the filters", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: desktop });
    const page = await context.newPage();
    await page.goto("/search");
    const main = page.getByRole("main");
    await main.getByRole("searchbox", { name: "Search term" }).fill("gorilla mind");
    await main.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search?q=gorilla+mind");
    await page.getByLabel("Price").selectOption({ label: "$50 - $100" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL("/search?q=gorilla+mind&price=50-100");
    await expect(page.getByText("1 result(s) found", { exact: true })).toBeVisible();
    await context.close();
  });

  test("fits a phone: results in two columns", async ({ page }) => {
    await page.setViewportSize(mobile);
    await open(page, "/search?q=protein");
    const cards = page.getByRole("region", { name: "Search results" }).getByRole("article");
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(first?.y).toBe(second?.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  });
});

test.describe("relevance, as the shopper sees it", () => {
  test.use({ viewport: desktop });

  test("'protein' by Price: Low to High starts with a protein, not a cheap product of Rule One Proteins", async ({
    page,
  }) => {
    await open(page, "/search?q=protein");
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL("/search?q=protein&sort=price-asc");
    await expect(resultTitles(page).first()).toHaveText("Unflavored Whey Protein Concentrate 2 lb");
    await expect(resultTitles(page).filter({ hasText: "Rule One Proteins R1 Creatine 375 g" })).toHaveCount(0);
    await expect(resultTitles(page).filter({ hasText: "Rule One Proteins R1 Omega-3 Fish Oil" })).toHaveCount(0);
    await expect(page.getByLabel("Category").getByRole("option")).toHaveText(["All Categories", "Protein"]);
  });

  test("the suggestions for 'creatine' offer ABE Creatine Monohydrate among the first, and creatines only", async ({
    page,
  }) => {
    await open(page, "/");
    const box = await openHeaderBox(page);
    await box.fill("creatine");
    const products = page.getByRole("group", { name: "Products" }).getByRole("option");
    await expect(products.first()).toContainText("Creatine");
    const first3 = (await products.allTextContents()).slice(0, 3);
    expect(first3.some((text) => text.includes("ABE Creatine Monohydrate"))).toBe(true);
    await expect(products.filter({ hasText: "Pre-Workout" })).toHaveCount(0);
  });

  test("the category filter spells categories as the catalogue does", async ({ page }) => {
    await open(page, "/search?q=bcaa");
    const category = page.getByLabel("Category");
    await expect(category.getByRole("option", { name: "BCAA", exact: true })).toHaveCount(1);
    await expect(category.getByRole("option", { name: "Bcaa", exact: true })).toHaveCount(0);
    await category.selectOption({ label: "BCAA" });
    await expect(page).toHaveURL("/search?q=bcaa&category=bcaa");
  });
});
