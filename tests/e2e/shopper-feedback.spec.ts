import type { Locator, Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { CATALOG_LOAD_FAILED } from "~/lib/catalog-messages";
import { IMAGE_WIDTH, imageUrl, isDisplayableImage } from "~/lib/images";
import { expect, failedToLoad, open, test } from "./fixtures";

/** What a shopper sees while buying: toasts, busy states and images that fail (docs/product.md#messages, #images). */

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };

const inStock = DEMO_PRODUCTS.find((p) => p.stock > 10 && isDisplayableImage(p.images[0]));
if (!inStock) throw new Error("The demo catalogue has no product in stock with an image");
const product = inStock;

/** The toasts; hidden included, since an open modal dialog hides what is outside it from assistive technology. */
function notifications(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

/** Stops the page's clock, so a toast on screen stays there until the test moves time on. */
async function holdTime(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1500));
}

/** Whether the element is what a tap at its centre reaches: nothing lies over it. */
async function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const top = document.elementFromPoint(x + width / 2, y + height / 2);
    return top !== null && element.contains(top);
  });
}

for (const [name, viewport] of Object.entries({ desktop, phone })) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("the Added to cart toast never covers the cart panel", async ({ page }) => {
      await page.clock.install();
      await open(page, `/product/${product.slug}`);
      await page.getByRole("button", { name: "Add to Cart" }).click();
      const panel = page.getByRole("dialog", { name: "Your Cart (1)" });
      const toast = notifications(page).getByRole("listitem").filter({ hasText: "Added to cart" });
      // Time runs until both are on screen: the panel and the toaster load on first use, and React reveals a
      // lazily loaded part on a timer, which a clock paused earlier would never fire.
      await expect(panel.getByText("Added to cart", { exact: true })).toBeVisible();
      await holdTime(page);
      await expect(toast).toContainText(`${product.title} has been added to your cart.`);

      const line = panel.getByRole("list", { name: "Items in your cart" }).getByRole("listitem").first();
      await expect(line).toContainText(product.title);
      const [toastBox, lineBox, panelBox] = await Promise.all([boxOf(toast), boxOf(line), boxOf(panel)]);
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(lineBox.y);
      expect(toastBox.width).toBeLessThanOrEqual(420);
      expect(toastBox.x).toBeGreaterThanOrEqual(panelBox.x);
      expect(await isUncovered(line)).toBe(true);
      expect(await isUncovered(panel.getByRole("button", { name: "Checkout" }))).toBe(true);

      // Closed, the panel gives the toast back to its place under the header.
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(notifications(page).getByText("Added to cart", { exact: true })).toBeVisible();
    });
  });
}

test.describe("toasts and the header", () => {
  test.use({ viewport: desktop });

  test("search suggestions open over a toast", async ({ page, context }) => {
    await page.clock.install();
    await context.addCookies([{ name: "store-fault", value: "empty-catalog", url: test.info().project.use.baseURL! }]);
    await open(page, "/");
    await expect(notifications(page).getByText("No products found")).toBeVisible();
    await holdTime(page);

    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("combobox", { name: "Search products" }).fill("protein");
    await page.clock.runFor(1000);
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options.first()).toBeVisible();
    const toast = notifications(page).getByRole("listitem").filter({ hasText: "No products found" });
    await expect(toast).toBeVisible();
    // The options that share the screen with the toast are the ones it could cover.
    const toastBox = await boxOf(toast);
    let checked = 0;
    for (const option of await options.all()) {
      const box = await boxOf(option);
      if (box.y > toastBox.y + toastBox.height || box.y + box.height < toastBox.y) continue;
      checked += 1;
      expect(await isUncovered(option), (await option.textContent()) ?? "").toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

test.describe("catalogue toasts", () => {
  test.use({ viewport: desktop });

  test.describe(() => {
    // The fault is injected on purpose: the store answers 500.
    test.use({ allowedConsoleErrors: [failedToLoad(500)] });
    test("the home page says so when the catalogue fails to load", async ({ page, context }) => {
      await context.addCookies([{ name: "store-fault", value: "catalog", url: test.info().project.use.baseURL! }]);
      await page.goto("/");
      await expect(page.getByRole("alert").getByText(CATALOG_LOAD_FAILED)).toBeVisible();
      const toast = notifications(page).getByRole("listitem").filter({ hasText: CATALOG_LOAD_FAILED });
      await expect(toast.getByText("Error", { exact: true })).toBeVisible();
    });
  });

  test("an empty catalogue names the active payment provider and what to do next", async ({ page, context }) => {
    await context.addCookies([{ name: "store-fault", value: "empty-catalog", url: test.info().project.use.baseURL! }]);
    await page.goto("/");
    const toast = notifications(page).getByRole("listitem").filter({ hasText: "No products found" });
    await expect(toast).toContainText(
      "Your catalog appears to be empty. Please check your Test Payments account. Load the demo catalogue with npm run db:seed",
    );
    await expect(toast).not.toContainText("Square account");
  });
});

test.describe("slow pages", () => {
  test.use({ viewport: desktop });

  test("a pending navigation shows a progress bar and marks the page busy", async ({ page }) => {
    await open(page, "/");
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The next page's data is held back, as a slow network would, until the busy state has been seen.
    await page.route("**/products.data*", async (route) => {
      await released;
      await route.continue();
    });
    const main = page.getByRole("main");
    await expect(main).toHaveAttribute("aria-busy", "false");
    await page.getByRole("link", { name: "Shop All Products" }).click();
    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
    await expect(main).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("heading", { name: "Fuel Your Everyday Fitness" })).toBeVisible();

    release();
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeHidden();
    await expect(main).toHaveAttribute("aria-busy", "false");
  });

  test("Load More stays busy until the new cards are on screen", async ({ page }) => {
    await open(page, "/products");
    const cards = page.getByRole("region", { name: "Products" }).getByRole("article");
    await expect(cards).toHaveCount(30);
    // Every label the button shows is written down with the number of cards on screen at that moment.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const note = () => {
        const button = [...document.querySelectorAll("button")].find((b) =>
          /^Load(ing)? More/.test(b.textContent ?? ""),
        );
        const count = document.querySelectorAll('section[aria-label="Products"] article').length;
        const entry = `${button?.textContent ?? "none"} / ${count}`;
        if (seen.at(-1) !== entry) seen.push(entry);
      };
      // The state before the click is written down first, so an unrelated change of the page before the click
      // (the session or a lazy part arriving) adds nothing.
      note();
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/products.data?offset=30*", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("button", { name: "Load More" }).click();
    await expect(page.getByRole("button", { name: "Loading More..." })).toBeVisible();
    release();
    await expect(cards).toHaveCount(60);
    await expect(page.getByRole("button", { name: "Load More" })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen).toEqual(["Load More / 30", "Loading More... / 30", "Load More / 60"]);
  });
});

/**
 * Makes every request for an image at these widths fail (or only the first, `once`), and holds the page's
 * scripts back until the browser has given up on it: the failure happens before React hydrates.
 */
async function failImageBeforeHydration(page: Page, src: string, widths: number[], options: { once: boolean }) {
  let failures = 0;
  await page.route(
    (url) => url.pathname === src && widths.includes(Number(url.searchParams.get("w"))),
    async (route) => {
      const retry = new URL(route.request().url()).searchParams.has("retry");
      if (options.once && (retry || failures > 0)) return route.continue();
      failures += 1;
      await route.abort("failed");
    },
  );
  let broken: Promise<unknown> | undefined;
  await page.route("**/assets/*.js", async (route) => {
    broken ??= page.waitForFunction(
      (path) =>
        [...document.images].some((image) => image.src.includes(path) && image.complete && image.naturalWidth === 0),
      src,
    );
    await broken;
    await route.continue();
  });
}

test.describe("images that fail while the page first loads", () => {
  // The images' requests are failed on purpose: Chrome reports each as net::ERR_FAILED.
  test.use({ viewport: desktop, allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED$/] });

  test("are tried again", async ({ page }) => {
    const src = product.images[0]!;
    await failImageBeforeHydration(page, src, [IMAGE_WIDTH.default, IMAGE_WIDTH.default * 2], { once: true });
    await open(page, `/product/${product.slug}`);
    const image = page.getByRole("img", { name: product.title, exact: true });
    await expect(image).toHaveAttribute("src", /retry=1/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("give way to 'No Image' after the retries", async ({ page }) => {
    const src = product.images[0]!;
    await failImageBeforeHydration(page, src, [IMAGE_WIDTH.default, IMAGE_WIDTH.default * 2], { once: false });
    await open(page, `/product/${product.slug}`);
    await expect(page.getByRole("img", { name: "No Image" })).toBeVisible();
    await expect(page.getByRole("img", { name: product.title, exact: true })).toHaveCount(0);
  });

  test("on a card, give way to the product's next image", async ({ page }) => {
    await open(page, "/products");
    const firstCard = page.getByRole("region", { name: "Products" }).getByRole("article").first();
    const title = await firstCard.getByRole("heading").textContent();
    const listed = DEMO_PRODUCTS.find((p) => p.title === title);
    if (!listed) throw new Error(`The first card, ${title}, is not a demo product`);
    const [first, next] = listed.images;
    test.skip(!isDisplayableImage(first), "the first listed product has no image to fail");

    const fresh = await page.context().newPage();
    await failImageBeforeHydration(fresh, first!, [IMAGE_WIDTH.card, IMAGE_WIDTH.card * 2], { once: false });
    await open(fresh, "/products");
    const card = fresh.getByRole("region", { name: "Products" }).getByRole("article").first();
    if (next && isDisplayableImage(next)) {
      await expect(card.getByRole("img", { name: listed.title })).toHaveAttribute(
        "src",
        imageUrl(next, IMAGE_WIDTH.card),
      );
    } else {
      await expect(card.getByRole("img", { name: "No Image" })).toBeVisible();
    }
  });
});
