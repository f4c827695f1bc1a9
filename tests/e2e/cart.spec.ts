import type { Locator, Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { CART_STORAGE_KEY } from "~/components/cart/cart-storage";
import type { CartLine } from "~/lib/cart";
import { isDisplayableImage } from "~/lib/images";
import { FREE_SHIPPING_THRESHOLD_CENTS, formatCents } from "~/lib/money";
import { subscribeSavePercent } from "~/lib/pricing";
import { expect, open, test } from "./fixtures";

type DemoProduct = (typeof DEMO_PRODUCTS)[number];

/** The seeded demo product that fits, so the tests follow the catalogue instead of naming slugs. */
function demoProduct(description: string, fits: (product: DemoProduct) => boolean): DemoProduct {
  const product = DEMO_PRODUCTS.find((p) => p.stock > 10 && isDisplayableImage(p.images[0]) && fits(p));
  if (!product) throw new Error(`The demo catalogue has no product in stock that ${description}`);
  return product;
}

/** Two flavours and a subscription price, at a full price under the free-shipping threshold. */
const flavoured = demoProduct(
  "has flavours, a subscription price, no sale price and costs under $55",
  (p) =>
    p.flavors.length >= 2 &&
    p.subscriptionPriceCents !== null &&
    p.salePriceCents === null &&
    p.priceCents < FREE_SHIPPING_THRESHOLD_CENTS,
);
const [firstFlavor, secondFlavor] = flavoured.flavors as [string, string];
const savePercent = subscribeSavePercent(flavoured) as number;
const cheap = demoProduct("has no flavours and costs under $30", (p) => p.flavors.length === 0 && p.priceCents < 3000);
const protein = demoProduct("is a protein", (p) => p.category === "protein");

const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 812 };

function cartPanel(page: Page): Locator {
  return page.getByRole("dialog", { name: /^Your Cart \(\d+\)$/ });
}

function cartButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /^Cart/ });
}

/**
 * The toasts. Scoped because Radix also copies their text into a live region it announces; hidden included
 * because the open cart, a modal dialog, hides everything outside it from assistive technology.
 */
function notifications(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

function cartLines(page: Page): Locator {
  return cartPanel(page).getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
}

/**
 * Adds from the product page, which opens the cart and confirms with a toast. The cart is closed again
 * (focus goes back to Add to Cart) and the toast dismissed, so that it covers nothing the test clicks next.
 */
async function addFromProductPage(page: Page, options: { flavor?: string; subscribe?: boolean } = {}) {
  if (options.flavor) {
    await page.getByRole("radiogroup", { name: "Flavor" }).getByText(options.flavor, { exact: true }).click();
  }
  const subscribe = page.getByRole("checkbox", { name: `Subscribe & Save ${savePercent}%` });
  if (options.subscribe) await subscribe.check();
  const addToCart = page.getByRole("button", { name: "Add to Cart" });
  await addToCart.click();
  await expect(cartPanel(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cartPanel(page)).toBeHidden();
  await expect(addToCart).toBeFocused();
  // On a busy machine the toast may already have run out its 5 s; then it must be gone, not stuck.
  const close = notifications(page).getByRole("button", { name: "Close" });
  await close.click({ timeout: 2_000 }).catch(() => expect(close).toHaveCount(0));
  if (options.subscribe) await subscribe.uncheck();
}

async function storedCart(page: Page): Promise<CartLine[]> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "[]"), CART_STORAGE_KEY);
}

// Each test walks through several pages (and some run axe): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe("cart panel", () => {
  test.use({ viewport: desktop });

  test("is empty at first, with a way back to the catalogue, and gives focus back to the cart button", async ({
    page,
    expectAccessible,
  }) => {
    await open(page, "/");
    await cartButton(page).click();
    const panel = page.getByRole("dialog", { name: "Your Cart (0)" });
    await expect(panel.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(panel.getByText("Looks like you haven't added any products to your cart yet.")).toBeVisible();
    await expectAccessible();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    await cartButton(page).click();
    await panel.getByRole("link", { name: "Continue Shopping" }).click();
    await expect(page).toHaveURL("/products");
    await expect(panel).toBeHidden();
  });

  test("opened from the keyboard, focuses its heading, so Enter never removes the line just added", async ({
    page,
  }) => {
    await open(page, `/product/${cheap.slug}`);
    const addToCart = page.getByRole("button", { name: "Add to Cart" });
    await addToCart.focus();
    await page.keyboard.press("Enter");
    const heading = cartPanel(page).getByRole("heading", { name: "Your Cart (1)" });
    await expect(heading).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cartLines(page)).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(addToCart).toBeFocused();

    // From the header's cart button, the same.
    await cartButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(heading).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first()).toContainText(cheap.title);
  });

  test("keeps flavours and subscriptions apart, changes quantities, merges on toggle and removes lines", async ({
    page,
  }) => {
    await open(page, `/product/${flavoured.slug}`);
    await addFromProductPage(page, { flavor: firstFlavor });
    await addFromProductPage(page, { flavor: firstFlavor, subscribe: true });
    await addFromProductPage(page, { flavor: secondFlavor });
    await addFromProductPage(page, { flavor: secondFlavor });
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 4 items");

    await cartButton(page).click();
    await expect(page.getByRole("dialog", { name: "Your Cart (4)" })).toBeVisible();
    await expect(cartLines(page)).toHaveCount(3);
    const [oneTime, subscribed, second] = [0, 1, 2].map((i) => cartLines(page).nth(i));
    await expect(oneTime as Locator).toContainText(firstFlavor);
    await expect(
      (subscribed as Locator).getByRole("radio", { name: `Subscribe & save ${savePercent}%` }),
    ).toBeChecked();
    await expect((oneTime as Locator).getByRole("radio", { name: "One-time" })).toBeChecked();
    await expect(second as Locator).toContainText(secondFlavor);
    await expect((second as Locator).getByRole("textbox", { name: `Quantity of ${flavoured.title}` })).toHaveValue("2");

    // Decrease stops at 1; increase and typing set the one line.
    const decrease = (second as Locator).getByRole("button", { name: `Decrease quantity of ${flavoured.title}` });
    await decrease.click();
    await expect(decrease).toBeDisabled();
    await expect(page.getByRole("dialog", { name: "Your Cart (3)" })).toBeVisible();
    const quantity = (oneTime as Locator).getByRole("textbox", { name: `Quantity of ${flavoured.title}` });
    await quantity.fill("abc");
    await quantity.press("Enter");
    await expect(quantity).toHaveValue("1");
    await (oneTime as Locator).getByRole("button", { name: `Increase quantity of ${flavoured.title}` }).click();
    await expect(page.getByRole("dialog", { name: "Your Cart (4)" })).toBeVisible();

    // The subscribed line switched to one-time lands on the first line: one line of 3.
    await (subscribed as Locator).getByText("One-time", { exact: true }).click();
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLines(page).first().getByRole("textbox")).toHaveValue("3");
    await expect(cartLines(page).first().getByRole("radio", { name: "One-time" })).toBeFocused();

    await cartLines(page)
      .filter({ hasText: secondFlavor })
      .getByRole("button", { name: `Remove ${flavoured.title}` })
      .click();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(page.getByRole("dialog", { name: "Your Cart (3)" })).toBeVisible();
    expect(await storedCart(page)).toEqual([
      expect.objectContaining({ quantity: 3, flavor: firstFlavor, subscription: false }),
    ]);
  });

  test("counts down to free shipping and back as the subtotal crosses $55", async ({ page }) => {
    await open(page, `/product/${flavoured.slug}`);
    await addFromProductPage(page);
    await cartButton(page).click();
    const panel = cartPanel(page);
    const progress = panel.getByRole("progressbar", { name: "Progress toward free shipping" });

    const awayFrom = (quantity: number) =>
      `You're ${formatCents(FREE_SHIPPING_THRESHOLD_CENTS - flavoured.priceCents * quantity)} away from free shipping!`;
    await expect(panel.getByText(awayFrom(1))).toBeVisible();
    await expect(progress).toHaveAttribute(
      "aria-valuenow",
      String(Math.round((flavoured.priceCents / FREE_SHIPPING_THRESHOLD_CENTS) * 100)),
    );
    await expect(panel.getByText("Calculated at checkout")).toBeVisible();

    const needed = Math.ceil(FREE_SHIPPING_THRESHOLD_CENTS / flavoured.priceCents);
    const increase = panel.getByRole("button", { name: `Increase quantity of ${flavoured.title}` });
    for (let i = 1; i < needed; i += 1) await increase.click();
    await expect(panel.getByText("You've unlocked FREE shipping!")).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(panel.getByText("FREE", { exact: true })).toBeVisible();
    await expect(panel.getByText(formatCents(flavoured.priceCents * needed)).first()).toBeVisible();

    await panel.getByRole("button", { name: `Decrease quantity of ${flavoured.title}` }).click();
    await expect(panel.getByText(awayFrom(needed - 1))).toBeVisible();
    await expect(panel.getByText("Calculated at checkout")).toBeVisible();
  });

  test("is restored after a reload and kept in step across tabs", async ({ page, context }) => {
    await open(page, `/product/${flavoured.slug}`);
    await addFromProductPage(page, { flavor: secondFlavor, subscribe: true });
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    await cartButton(page).click();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first()).toContainText(secondFlavor);
    await expect(
      cartLines(page)
        .first()
        .getByRole("radio", { name: `Subscribe & save ${savePercent}%` }),
    ).toBeChecked();
    await page.keyboard.press("Escape");

    const otherTab = await context.newPage();
    await open(otherTab, `/product/${cheap.slug}`);
    await expect(cartButton(otherTab)).toHaveAccessibleName("Cart, 1 item");
    await addFromProductPage(otherTab);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
  });

  test("shows current prices and drops products the catalogue no longer has", async ({ page }) => {
    await open(page, `/product/${cheap.slug}`);
    await addFromProductPage(page);
    const [line] = await storedCart(page);
    if (!line) throw new Error("the cart was not saved");
    const stale = { ...line, product: { ...line.product, priceCents: 1, salePriceCents: null, stock: 999 } };
    const gone = {
      ...line,
      product: { ...line.product, id: "00000000-0000-4000-8000-000000000000", title: "Discontinued Formula" },
    };
    const saved = JSON.stringify([stale, gone]);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CART_STORAGE_KEY, saved] as const);

    await page.reload();
    await expect(notifications(page).getByText("Cart updated")).toBeVisible();
    await expect(
      notifications(page).getByText("Discontinued Formula is no longer available and was removed from your cart."),
    ).toBeVisible();
    await cartButton(page).click();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first()).toContainText(formatCents(cheap.salePriceCents ?? cheap.priceCents));
    // Other specs buy this product too, so its stock is the store's and only goes down: the refreshed copy lies
    // between the store's stock now and the demo's starting figure, never the stale 999.
    const refreshed = (await storedCart(page))[0]?.product;
    const current = (await (await page.request.get(`/api/products?ids=${line.product.id}`)).json()) as {
      products: { stock: number }[];
    };
    expect(refreshed?.priceCents).toBe(cheap.priceCents);
    expect(refreshed?.stock).toBeLessThanOrEqual(cheap.stock);
    expect(refreshed?.stock).toBeGreaterThanOrEqual(current.products[0]?.stock ?? Number.POSITIVE_INFINITY);
  });

  test("suggests products that go with the cart, each added in one click", async ({ page }) => {
    await open(page, `/product/${protein.slug}`);
    await addFromProductPage(page);
    await cartButton(page).click();
    const suggestions = cartPanel(page).getByRole("region", { name: "You might also like" });
    const addButtons = suggestions.getByRole("button", { name: /^Add .+ to cart$/ });
    await expect(addButtons).toHaveCount(3);

    const label = (await addButtons.first().getAttribute("aria-label")) ?? "";
    const title = label.replace(/^Add /, "").replace(/ to cart$/, "");
    expect(title).not.toBe(protein.title);
    await addButtons.first().click();
    await expect(notifications(page).getByText("Added to cart")).toBeVisible();
    await expect(notifications(page).getByText(`1 x ${title} added to your cart.`)).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Your Cart (2)" })).toBeVisible();
    await expect(cartLines(page).filter({ hasText: title })).toHaveCount(1);
    // The added product leaves the suggestions and another takes its place.
    await expect(suggestions.getByRole("button", { name: `Add ${title} to cart` })).toHaveCount(0);
    await expect(addButtons).toHaveCount(3);
  });

  test("asks a signed-out shopper to sign in, and goes on to checkout as a guest", async ({
    page,
    expectAccessible,
  }) => {
    await open(page, `/product/${cheap.slug}`);
    await addFromProductPage(page);
    await cartButton(page).click();
    await cartPanel(page).getByRole("button", { name: "Checkout" }).click();

    const prompt = page.getByRole("dialog", { name: "Sign in for a Faster Checkout" });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText("saved addresses");
    await expect(prompt).toContainText("purchase history");
    await expect(prompt.getByRole("link", { name: "SIGN IN / CREATE AN ACCOUNT" })).toHaveAttribute(
      "href",
      "/auth?redirectTo=%2Fcheckout",
    );
    await expectAccessible();

    await prompt.getByRole("link", { name: "CONTINUE AS GUEST" }).click();
    await expect(page).toHaveURL("/checkout");
    await expect(prompt).toBeHidden();
    await expect(cartPanel(page)).toBeHidden();
  });

  test("has no serious accessibility problem when full", async ({ page, expectAccessible }) => {
    await open(page, `/product/${flavoured.slug}`);
    await addFromProductPage(page, { flavor: firstFlavor, subscribe: true });
    await addFromProductPage(page, { flavor: secondFlavor });
    await cartButton(page).click();
    await expect(
      cartPanel(page).getByRole("region", { name: "You might also like" }).getByRole("listitem"),
    ).toHaveCount(3);
    await expectAccessible();
  });
});

test.describe("cart panel on a phone", () => {
  test.use({ viewport: mobile });

  test("fills the screen and has no serious accessibility problem", async ({ page, expectAccessible }) => {
    await open(page, `/product/${cheap.slug}`);
    await addFromProductPage(page);
    await cartButton(page).click();
    const box = await cartPanel(page).boundingBox();
    expect(box?.width).toBeCloseTo(mobile.width, 0);
    await expect(cartPanel(page).getByRole("button", { name: "Checkout" })).toBeInViewport();
    await expectAccessible();
  });
});

test("the product look-up answers bad input with a 400 and a message", async ({ request }) => {
  const response = await request.get("/api/products?ids=not-an-id");
  expect(response.status()).toBe(400);
  expect((await response.json()).error).toContain("Not a product id");
});
