import type { Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { BRANDS, type CategorySlug } from "~/lib/catalog";
import { CATALOG_LOAD_FAILED } from "~/lib/catalog-messages";
import { brandFilters, type ProductFilters, productMatchesFilters } from "~/lib/filters";
import { isDisplayableImage } from "~/lib/images";
import type { CatalogEntry } from "~/lib/product";
import { notifications } from "./auth-helpers";
import { expect as baseExpect, failedToLoad, test } from "./fixtures";

// Browser tests share the machine with builds and other suites; a loaded machine must not fail them.
const expect = baseExpect.configure({ timeout: 15_000 });

const desktop = { width: 1280, height: 900 };
const mobile = { width: 375, height: 812 };

const none: ProductFilters = { categories: [], brands: [], minPriceCents: null, maxPriceCents: null };

/** The demo products a selection shows, by the same rules the store applies. */
function productsOf(filters: Partial<ProductFilters>) {
  const selection = { ...none, ...filters };
  return DEMO_PRODUCTS.filter((p) =>
    productMatchesFilters({ ...p, effectivePriceCents: p.salePriceCents ?? p.priceCents }, selection),
  );
}

function countOf(filters: Partial<ProductFilters>): number {
  return productsOf(filters).length;
}

/** Loads a page and waits until React has hydrated it (the footer is the last part hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const footer = document.querySelector("footer");
    return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber"));
  });
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const categories = (page: Page) => page.getByRole("group", { name: "Category" });
const brands = (page: Page) => page.getByRole("group", { name: "Brand" });
const cards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");
const showing = (page: Page, shown: number, total: number) => page.getByText(`Showing ${shown} of ${total} products`);

test.describe("the products page", () => {
  test.use({ viewport: desktop });

  test("lists 30 products, then 30 more per Load More", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const total = DEMO_PRODUCTS.length;
    await open(page, "/products");
    await expect(heading(page)).toHaveText("All Products");
    await expect(showing(page, 30, total)).toBeVisible();
    await expect(cards(page)).toHaveCount(30);

    // Holds the next page back until the busy label has been seen, however fast the server answers.
    let releaseNextPage = () => {};
    const busyLabelSeen = new Promise<void>((resolve) => {
      releaseNextPage = resolve;
    });
    await page.route("**/products.data?offset=30*", async (route) => {
      await busyLabelSeen;
      await route.continue();
    });
    await page.getByRole("button", { name: "Load More" }).click();
    await expect(page.getByRole("button", { name: "Loading More..." })).toBeVisible();
    releaseNextPage();
    await expect(showing(page, 60, total)).toBeVisible();
    await expect(cards(page)).toHaveCount(60);
    await expect(page.getByRole("button", { name: "Load More" })).toBeVisible();
    // The address remembers the grown list, so coming back shows the same 60.
    await expect(page).toHaveURL("/products?show=60");
    await page.reload();
    await expect(cards(page)).toHaveCount(60);
    expect(problems).toEqual([]);
  });

  test("a category narrows the list and the heading, and is kept in the address", async ({ page }) => {
    await open(page, "/products");
    await categories(page).getByRole("checkbox", { name: "Protein", exact: true }).check();
    await expect(page).toHaveURL("/products?category=protein");
    await expect(heading(page)).toHaveText("Protein");
    const protein = countOf({ categories: ["protein"] });
    await expect(showing(page, protein, protein)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Protein");

    await categories(page).getByRole("checkbox", { name: "Creatine", exact: true }).check();
    await expect(heading(page)).toHaveText("Selected Categories");
    expect(new URL(page.url()).searchParams.has("category")).toBe(false);
    const both = countOf({ categories: ["protein", "creatine"] });
    await expect(showing(page, Math.min(30, both), both)).toBeVisible();

    await categories(page).getByRole("checkbox", { name: "Protein", exact: true }).uncheck();
    await categories(page).getByRole("checkbox", { name: "Creatine", exact: true }).uncheck();
    await expect(page).toHaveURL("/products");
    await expect(heading(page)).toHaveText("All Products");
  });

  test("a category in the address works whatever its case", async ({ page }) => {
    await open(page, "/products?category=Protein");
    await expect(page).toHaveURL("/products?category=protein");
    await expect(heading(page)).toHaveText("Protein");
    await expect(categories(page).getByRole("checkbox", { name: "Protein", exact: true })).toBeChecked();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\?category=protein$/);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.map((text) => JSON.parse(text))).toContainEqual(
      expect.objectContaining({ "@type": "BreadcrumbList" }),
    );
  });

  test("the brand filter shows products whose titles name the brand", async ({ page }) => {
    await open(page, "/products");
    await brands(page).getByRole("checkbox", { name: "Gorilla Mind" }).check();
    await expect(page).toHaveURL("/products?brand=gorilla-mind");
    const count = countOf({ brands: ["Gorilla Mind"] });
    await expect(showing(page, count, count)).toBeVisible();
    for (const title of await cards(page).getByRole("heading").allTextContents()) {
      expect(title.toLowerCase()).toContain("gorilla mind");
    }
    await expect(heading(page)).toHaveText("All Products");
  });

  test("the price range filters on the price paid and is clamped to the catalogue", async ({ page }) => {
    await open(page, "/products");
    const min = page.getByRole("spinbutton", { name: "Min" });
    const max = page.getByRole("spinbutton", { name: "Max" });
    await expect(min).toHaveValue("14");
    await expect(max).toHaveValue("130");

    await max.fill("40");
    await max.press("Enter");
    await expect(page).toHaveURL("/products?max=40");
    const upTo40 = countOf({ maxPriceCents: 4000 });
    await expect(showing(page, Math.min(30, upTo40), upTo40)).toBeVisible();

    // Below the cheapest product the minimum is raised to the catalogue minimum; above the dearest the
    // maximum is lowered to the catalogue maximum; something unparsable falls back to the bound.
    await min.fill("1");
    await min.press("Tab");
    await expect(min).toHaveValue("14");
    await max.fill("99999");
    await max.press("Enter");
    await expect(max).toHaveValue("130");
    await expect(page).toHaveURL("/products");
    await expect(showing(page, 30, DEMO_PRODUCTS.length)).toBeVisible();

    await open(page, "/products?min=abc&max=25");
    await expect(page).toHaveURL("/products?max=25");
    await expect(min).toHaveValue("14");
  });

  test("an empty result explains itself and offers to clear the filters", async ({ page }) => {
    expect(countOf({ categories: ["dry-spell"], brands: ["Gorilla Mind"] })).toBe(0);
    await open(page, "/products?category=dry-spell&brand=gorilla-mind");
    await expect(page.getByText("No products found for selected categories")).toBeVisible();
    await expect(showing(page, 0, 0)).toBeVisible();
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL("/products");
    await expect(cards(page)).toHaveCount(30);

    expect(countOf({ brands: ["Gorilla Mind"], maxPriceCents: 1500 })).toBe(0);
    await open(page, "/products?brand=gorilla-mind&max=15");
    await expect(page.getByText("No products match your filters")).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear all filters" })).toBeVisible();
  });

  test("filters work before JavaScript runs: a GET form with Apply", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: desktop });
    const page = await context.newPage();
    await page.goto("/products");
    await categories(page).getByRole("checkbox", { name: "Protein", exact: true }).check();
    await categories(page).getByRole("checkbox", { name: "BCAA", exact: true }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(heading(page)).toHaveText("Selected Categories");
    await categories(page).getByRole("checkbox", { name: "BCAA", exact: true }).uncheck();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL("/products?category=protein");
    await expect(heading(page)).toHaveText("Protein");
    await context.close();
  });

  test.describe(() => {
    // The fault is injected on purpose: the store answers 500.
    test.use({ allowedConsoleErrors: [failedToLoad(500)] });
    test("a failing catalogue shows the Error panel, and Try Again reloads", async ({ page, context }) => {
      await context.addCookies([{ name: "store-fault", value: "catalog", url: test.info().project.use.baseURL! }]);
      await page.goto("/products");
      await expect(page.getByRole("heading", { name: "Error", exact: true })).toBeVisible();
      await expect(page.getByRole("alert").getByText(CATALOG_LOAD_FAILED)).toBeVisible();
      // The toast itself: Radix's announcement copy (role status) lives only a second, too short to look for.
      await expect(notifications(page).getByRole("listitem").filter({ hasText: CATALOG_LOAD_FAILED })).toBeVisible();

      await context.clearCookies();
      await page.getByRole("button", { name: "Try Again" }).click();
      await expect(heading(page)).toHaveText("All Products");
    });
  });

  test("warns when most listed products have no real image", async ({ page }) => {
    // A category and brand whose products are mostly still waiting for photos.
    const selection = DEMO_PRODUCTS.flatMap((p) =>
      brandFilters(BRANDS)
        .filter((brand) => p.title.includes(brand.name))
        .map((brand) => ({ category: p.category, brand })),
    ).find(({ category, brand }) => {
      const listed = productsOf({
        categories: [category as CategorySlug],
        brands: [brand.name],
      });
      return listed.filter((p) => !p.images.some((src) => isDisplayableImage(src))).length / listed.length > 0.7;
    });
    expect(selection).toBeDefined();
    // Not waiting for hydration first: the toast shows for 5 seconds from then, and is looked for at once.
    await page.goto(`/products?category=${selection!.category}&brand=${selection!.brand.slug}`);
    const toast = notifications(page).getByRole("listitem").filter({ hasText: "Image Loading Issues Detected" });
    await expect(toast).toContainText("Many products have image loading issues. Check console for details.");
  });

  test("the catalogue call lists every product as briefly cacheable JSON", async ({ request }) => {
    const response = await request.get("/api/catalog");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
    const entries: CatalogEntry[] = await response.json();
    expect(entries.map((entry) => entry.slug).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.slug).sort());
  });

  test("passes axe", async ({ page, expectAccessible }) => {
    await open(page, "/products?category=protein");
    await expectAccessible();
    await open(page, "/products?category=dry-spell&brand=gorilla-mind");
    await expectAccessible();
  });
});

test.describe("the products page on a phone", () => {
  test.use({ viewport: mobile });

  test("folds the filters behind a Filters button", async ({ page, expectAccessible }) => {
    await open(page, "/products");
    const toggle = page.getByRole("button", { name: "Filters" });
    await expect(categories(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectAccessible();
    await categories(page).getByRole("checkbox", { name: "Creatine", exact: true }).check();
    await expect(heading(page)).toHaveText("Creatine");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(categories(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
