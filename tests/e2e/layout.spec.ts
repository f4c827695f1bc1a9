import type { Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { CATEGORIES } from "~/lib/catalog";
import { SITE_NAME } from "~/lib/site";
import { STORE_SETTING_DEFAULTS } from "~/lib/store-settings";
import { expect, failedToLoad, open, test } from "./fixtures";

const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 812 };

test.describe("every page's frame", () => {
  test.use({ viewport: desktop });

  test("home shows the banner, header, footer groups and payment image, and hydrates cleanly", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    await open(page, "/");
    await expect(page.getByText(STORE_SETTING_DEFAULTS.promoBanner)).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: SITE_NAME })).toHaveAttribute("href", "/");

    const footer = page.getByRole("contentinfo");
    const groups = {
      SUPPORT: [
        ["Contact Us", "/contact"],
        ["Track Your Order", "/track-order"],
        ["Return Policy", "/returns"],
      ],
      "ABOUT US": [
        ["Reviews", "/reviews"],
        ["Terms of Service", "/terms"],
        ["Privacy Policy", "/privacy"],
      ],
    };
    for (const [heading, links] of Object.entries(groups)) {
      const group = footer.getByRole("navigation", { name: heading });
      await expect(group.getByRole("heading", { name: heading })).toBeVisible();
      await expect(group.getByRole("link")).toHaveCount(links.length);
      for (const [name, href] of links) {
        await expect(group.getByRole("link", { name })).toHaveAttribute("href", href as string);
      }
    }
    const social = footer.getByRole("navigation", { name: "FOLLOW US" });
    await expect(social.getByRole("link")).toHaveCount(2);
    for (const [name, href] of [
      ["Instagram", "https://www.instagram.com/chargesupplements"],
      ["Facebook", "https://www.facebook.com/chargesupplements"],
    ]) {
      const link = social.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("href", href as string);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    const payment = footer.getByRole("img", { name: "Secure Payment Options" });
    await payment.scrollIntoViewIfNeeded();
    await expect(payment).toBeVisible();
    // The image loads lazily, so it may still be arriving after the scroll.
    await expect
      .poll(() => payment.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(footer.getByText(/Website by/)).toBeVisible();
    await expect(footer.getByText(new RegExp(`© \\d{4} ${SITE_NAME}`))).toBeVisible();

    expect(problems).toEqual([]);
  });

  test("the skip link is the first stop and jumps to the main content", async ({ page }) => {
    await open(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("the Categories dropdown opens on hover and lists the 12 categories in order", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Categories" }).hover();
    const links = nav.getByRole("link").filter({ hasNotText: "All Products" });
    await expect(links).toHaveCount(12);
    await expect(links).toHaveText(CATEGORIES.map((c) => c.name));
    for (const [index, category] of CATEGORIES.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/products?category=${category.slug}`);
    }
    await nav.getByRole("link", { name: "Creatine" }).click();
    await expect(page).toHaveURL("/products?category=creatine");
    await expect(nav.getByRole("link", { name: "Protein" })).toBeHidden();
  });

  test("a navigation fetches the new page's data, not the frame's again, and the frame keeps its links", async ({
    page,
  }) => {
    await open(page, "/");
    const dataRequests: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) dataRequests.push(url);
    });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "All Products" }).click();
    await expect(page).toHaveURL("/products");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(dataRequests).toHaveLength(1);
    // Single fetch names the routes to load when not all of them are: the products route, not the root.
    expect(dataRequests[0]?.searchParams.get("_routes")).toBe("routes/products");
    await nav.getByRole("button", { name: "Categories" }).hover();
    await expect(nav.getByRole("link").filter({ hasNotText: "All Products" })).toHaveCount(12);
  });

  test("the Categories dropdown works from the keyboard", async ({ page }) => {
    await open(page, "/");
    const trigger = page.getByRole("button", { name: "Categories" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("banner").getByRole("link", { name: "Pre Workout" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Pre Workout" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/products?category=pre-workout");
  });

  test("All Products links to the catalogue", async ({ page }) => {
    await open(page, "/");
    const allProducts = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All Products" });
    await expect(allProducts).toHaveAttribute("href", "/products");
    await allProducts.click();
    await expect(page).toHaveURL("/products");
    await expect(allProducts).toHaveAttribute("aria-current", "page");
  });

  test("the header search expands, searches a trimmed term, then closes", async ({ page }) => {
    await open(page, "/");
    const box = page.getByRole("combobox", { name: "Search products" });
    await expect(box).toBeHidden();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("placeholder", "Search products, brands...");
    expect(await box.evaluate((input) => input.getBoundingClientRect().width)).toBe(256);

    await box.fill("  whey protein ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get("q")).toBe("whey protein");
    await expect(box).toBeHidden();
    await expect(page.getByRole("banner").locator('input[type="search"]')).toHaveValue("");
  });

  test("an empty search does nothing and an empty box collapses on blur", async ({ page }) => {
    await open(page, "/");
    const box = page.getByRole("combobox", { name: "Search products" });
    await page.getByRole("button", { name: "Search" }).click();
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL("/");
    await expect(box).toBeVisible();

    await page.getByRole("heading", { level: 1 }).click();
    await expect(box).toBeHidden();
  });

  test("the header search is a plain GET form to /search before JavaScript runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: desktop });
    const page = await context.newPage();
    await page.goto("/");
    const form = page.getByRole("search").locator("form");
    await expect(form).toHaveAttribute("action", "/search");
    await expect(form).toHaveAttribute("method", "get");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=$/);
    await context.close();
  });

  test("the cart button shows no count while the cart is empty", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Cart", exact: true })).toBeVisible();
  });

  test("the user menu offers Sign In and Create Account to a guest", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["Sign In", "Create Account"]);
    await expect(menu.getByRole("menuitem", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expect(menu.getByRole("menuitem", { name: "Create Account" })).toHaveAttribute("href", "/auth?tab=signup");
    await menu.getByRole("menuitem", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/auth?tab=signup");
  });

  test("home passes axe, also with the Categories dropdown open", async ({ page, expectAccessible }) => {
    await open(page, "/");
    await expectAccessible();

    await page.getByRole("button", { name: "Categories" }).hover();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dry Spell" })).toBeVisible();
    await expectAccessible();
  });

  test.describe(() => {
    // The unknown address is the point: the store answers 404.
    test.use({ allowedConsoleErrors: [failedToLoad(404)] });
    test("the 404 page keeps the frame and passes axe", async ({ page, expectAccessible }) => {
      const response = await open(page, "/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: SITE_NAME })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectAccessible();
    });
  });
});

test.describe("the mobile drawer", () => {
  test.use({ viewport: mobile });

  test("hides the desktop navigation and opens the drawer with its entries", async ({ page, expectAccessible }) => {
    await open(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();

    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "All Products" })).toHaveAttribute("href", "/products");
    await expect(drawer.getByRole("button", { name: "Cart", exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expect(drawer.getByRole("link", { name: "Track Order" })).toHaveAttribute("href", "/track-order");
    await expect(drawer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(drawer.getByRole("link", { name: "My Account" })).toHaveCount(0);
    await expect(drawer.getByRole("button", { name: "Sign Out" })).toHaveCount(0);

    const categories = drawer.getByRole("button", { name: "Categories" });
    await expect(categories).toHaveAttribute("aria-expanded", "false");
    await expect(drawer.getByRole("link", { name: "Protein" })).toBeHidden();
    await categories.click();
    await expect(categories).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.locator('a[href^="/products?category="]')).toHaveCount(12);
    for (const category of CATEGORIES) {
      await expect(drawer.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        `/products?category=${category.slug}`,
      );
    }
    await expectAccessible();

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("following a drawer link navigates and closes the drawer", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Track Order" }).click();
    await expect(page).toHaveURL("/track-order");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("button", { name: "Categories" }).click();
    await drawer.getByRole("link", { name: "Fat Burners" }).click();
    await expect(page).toHaveURL("/products?category=fat-burners");
    await expect(drawer).toBeHidden();
  });

  test("the close button closes the drawer", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
  });

  test("the search box opens below the header on a phone", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Search" }).click();
    const box = page.getByRole("combobox", { name: "Search products" });
    await expect(box).toBeVisible();
    const headerBottom = await page.getByRole("banner").evaluate((h) => h.getBoundingClientRect().bottom);
    expect(await box.evaluate((input) => input.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });
});

test.describe("a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ["/", "/products"]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const { scrollWidth, clientWidth } = document.documentElement;
        return { scrollWidth, clientWidth };
      });
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});

test.describe("toasts", () => {
  const product = DEMO_PRODUCTS.find((p) => p.stock > 10 && p.flavors.length === 0);
  if (!product) throw new Error("The demo catalogue has no product in stock without flavours");

  for (const [name, viewport] of Object.entries({ desktop, mobile })) {
    test(`appear under the header on ${name}, leaving its buttons free`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, `/product/${product.slug}`);
      await page.getByRole("button", { name: "Add to Cart" }).click();
      // Adding also opens the cart; closed, the page is usable again while the toast shows.
      const cart = page.getByRole("dialog", { name: /^Your Cart/ });
      await expect(cart).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(cart).toBeHidden();
      const toast = page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem");
      await expect(toast).toContainText("Added to cart");
      const header = page.getByRole("banner");
      const headerBottom = await header.evaluate((h) => h.getBoundingClientRect().bottom);
      // The toast slides into place (and moves back once the cart panel closes, decision 121): wait for where it ends.
      await expect
        .poll(() => toast.evaluate((t) => t.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(headerBottom);
      // A click lands only on an uncovered element.
      await header.getByRole("button", { name: /^Cart/ }).click();
      await expect(cart).toBeVisible();
    });
  }
});

/**
 * Holds back the lazily loaded chunk `name` (its file is `name-<hash>.js`) until `release()`, so the shopper's
 * press lands before the part's code. `requested()` says whether the browser has asked for it yet.
 */
async function holdChunk(page: Page, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

test.describe("the header's parts whose code loads on first use", () => {
  test("the account menu and the cart open on the first press, even when their code arrives after it", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const menuCode = await holdChunk(page, "account-menu");
    const cartCode = await holdChunk(page, "cart-panel");
    await open(page, "/");

    const accountButton = page.getByRole("button", { name: "Account menu" });
    await accountButton.click();
    await expect.poll(menuCode.requested).toBe(true);
    await expect(page.getByRole("menu")).toHaveCount(0);
    menuCode.release();
    await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText(["Sign In", "Create Account"]);
    await page.keyboard.press("Escape");
    await expect(accountButton).toBeFocused();

    // Pointing at the cart button already asks for the panel's code.
    const cartButton = page.getByRole("banner").getByRole("button", { name: "Cart", exact: true });
    await cartButton.hover();
    await expect.poll(cartCode.requested).toBe(true);
    await cartButton.click();
    const panel = page.getByRole("dialog", { name: "Your Cart (0)" });
    await expect(panel).toHaveCount(0);
    cartCode.release();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cartButton).toBeFocused();
  });

  test("the mobile drawer opens on the first tap, even when its code arrives after it", async ({ page }) => {
    await page.setViewportSize(mobile);
    const drawerCode = await holdChunk(page, "mobile-drawer");
    await open(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    await expect.poll(drawerCode.requested).toBe(true);
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    drawerCode.release();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
