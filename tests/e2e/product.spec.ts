import type { Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { demoReviewSummary } from "~/.server/demo/reviews";
import { CATEGORIES } from "~/lib/catalog";
import { formatCents } from "~/lib/money";
import { subscribeSavePercent, unitPriceCents } from "~/lib/pricing";
import { isPlaceholderImage } from "~/lib/product";
import { findCategory } from "~/lib/taxonomy";
import { variantFlavors, variantSku } from "~/lib/variants";
import { expect, failedToLoad, open, test } from "./fixtures";

type DemoProduct = (typeof DEMO_PRODUCTS)[number];

/** The seeded demo product that fits, so the tests follow the catalogue instead of naming slugs. */
function demoProduct(description: string, fits: (product: DemoProduct) => boolean): DemoProduct {
  const product = DEMO_PRODUCTS.find(fits);
  if (!product) throw new Error(`The demo catalogue has no product that ${description}`);
  return product;
}

const withGallery = demoProduct("has three or more photos", (p) => p.images.length >= 3);
const withFlavors = demoProduct("has several flavours", (p) => p.flavors.length >= 2 && p.stock > 0);
const withoutFlavors = demoProduct("has no flavours", (p) => p.flavors.length === 0);
const withSubscription = demoProduct(
  "has a subscription price and no sale price",
  (p) => p.subscriptionPriceCents !== null && p.salePriceCents === null && p.stock > 0,
);
const withoutSubscription = demoProduct("has no subscription price", (p) => p.subscriptionPriceCents === null);
const onSale = demoProduct("is on sale", (p) => p.salePriceCents !== null && p.salePriceCents < p.priceCents);
const highlighted = demoProduct(
  "is a featured best seller with dietary labels",
  (p) => p.bestSeller && p.featured && p.dietary.length > 0,
);
const plentiful = demoProduct("has more than 10 in stock", (p) => p.stock > 10);
const scarce = demoProduct("has 1 to 10 in stock", (p) => p.stock >= 1 && p.stock <= 10);
const soldOut = demoProduct("is out of stock", (p) => p.stock === 0);
const withFaqsAndHyphenatedTag = demoProduct(
  "has FAQs and a hyphenated tag",
  (p) => p.faqs.length > 0 && p.tags.some((tag) => tag.includes("-")),
);
const withoutFaqs = demoProduct("has no FAQs", (p) => p.faqs.length === 0);

/** A section heading of the product's facts; it sits in the section's trigger, so a click toggles it. */
function infoHeading(page: Page, name: string) {
  return page.getByRole("heading", { level: 3, name, exact: true });
}

/**
 * The accordion's triggers as Chromium's accessibility tree gives them to assistive technology: a
 * `<summary>` is a disclosure named by its content, with its expanded state (Playwright's own role
 * reading gives `<summary>` no role, so this asks the browser).
 */
async function disclosureTriggers(page: Page) {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send("Accessibility.getFullAXTree");
  await session.detach();
  return nodes
    .filter((node) => !node.ignored && String(node.role?.value).startsWith("DisclosureTriangle"))
    .map((node) => ({
      name: node.name?.value,
      expanded: node.properties?.find((property) => property.name === "expanded")?.value.value,
    }));
}

/** The names of the open sections, as Chromium reports them. */
async function openSections(page: Page) {
  const triggers = await disclosureTriggers(page);
  return triggers.filter((trigger) => trigger.expanded).map((trigger) => trigger.name);
}

/** Opens a product page once hydrated. */
function openProduct(page: Page, product: DemoProduct) {
  return open(page, `/product/${product.slug}`);
}

test.describe("product page", () => {
  test("shows title, brand, badges and price, and hydrates cleanly", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    const response = await openProduct(page, highlighted);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: highlighted.title })).toBeVisible();
    const highlights = page.getByRole("list", { name: "Product highlights" }).getByRole("listitem");
    await expect(highlights).toHaveText(["Best Seller", "Featured", ...highlighted.dietary]);
    await expect(page.getByText(formatCents(unitPriceCents(highlighted, false))).first()).toBeVisible();

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    const category = findCategory(CATEGORIES, highlighted.category);
    await expect(breadcrumb.getByRole("link", { name: category?.name })).toHaveAttribute(
      "href",
      `/products?category=${highlighted.category}`,
    );
    expect(problems).toEqual([]);
  });

  test("a sale price is shown with the regular price struck through", async ({ page }) => {
    await openProduct(page, onSale);
    await expect(page.getByText(formatCents(onSale.salePriceCents ?? 0)).first()).toBeVisible();
    await expect(page.getByRole("main").locator("s")).toContainText(formatCents(onSale.priceCents));
  });

  test("thumbnails switch the main image", async ({ page }) => {
    await openProduct(page, withGallery);
    const count = withGallery.images.length;
    const mainImage = page.getByRole("img", { name: withGallery.title, exact: true });
    await expect(mainImage).toHaveAttribute("src", new RegExp(`${withGallery.slug}-1\\.png`));
    // The main photo is the page's largest paint: the browser fetches it before anything else.
    await expect(mainImage).toHaveAttribute("fetchpriority", "high");

    const first = page.getByRole("button", { name: `Show image 1 of ${count}` });
    const second = page.getByRole("button", { name: `Show image 2 of ${count}` });
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(second).toHaveAttribute("aria-pressed", "false");

    await second.click();
    await expect(mainImage).toHaveAttribute("src", new RegExp(`${withGallery.slug}-2\\.png`));
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(first).toHaveAttribute("aria-pressed", "false");
    await expect
      .poll(() => mainImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test("the first flavour is chosen, another can be picked, and there is no picker without flavours", async ({
    page,
  }) => {
    await openProduct(page, withFlavors);
    const flavors = page.getByRole("radiogroup", { name: "Flavor" });
    const [first, second] = withFlavors.flavors as [string, string];
    await expect(flavors.getByRole("radio")).toHaveCount(withFlavors.flavors.length);
    await expect(flavors.getByRole("radio", { name: first })).toBeChecked();

    await flavors.getByText(second, { exact: true }).click();
    await expect(flavors.getByRole("radio", { name: second })).toBeChecked();
    await expect(flavors.getByRole("radio", { name: first })).not.toBeChecked();

    await openProduct(page, withoutFlavors);
    await expect(page.getByRole("heading", { level: 1, name: withoutFlavors.title })).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Flavor" })).toHaveCount(0);
  });

  test("quantity never goes below 1 and anything but a number becomes 1", async ({ page }) => {
    await openProduct(page, plentiful);
    const quantity = page.getByRole("textbox", { name: "Quantity" });
    const decrease = page.getByRole("button", { name: "Decrease quantity" });
    const increase = page.getByRole("button", { name: "Increase quantity" });
    await expect(quantity).toHaveValue("1");
    await expect(decrease).toBeDisabled();

    await increase.click();
    await increase.click();
    await expect(quantity).toHaveValue("3");
    await expect(decrease).toBeEnabled();
    await decrease.click();
    await expect(quantity).toHaveValue("2");

    await quantity.fill("abc");
    await quantity.blur();
    await expect(quantity).toHaveValue("1");
    await expect(decrease).toBeDisabled();

    await quantity.fill("0");
    await quantity.blur();
    await expect(quantity).toHaveValue("1");

    await quantity.fill("12");
    await quantity.blur();
    await expect(quantity).toHaveValue("12");
  });

  test("Subscribe & Save shows its computed percent and swaps in the subscription price", async ({ page }) => {
    await openProduct(page, withSubscription);
    const percent = subscribeSavePercent(withSubscription);
    const regular = formatCents(withSubscription.priceCents);
    const subscribed = formatCents(withSubscription.subscriptionPriceCents ?? 0);
    const checkbox = page.getByRole("checkbox", { name: `Subscribe & Save ${percent}%` });
    await expect(checkbox).not.toBeChecked();
    await expect(page.getByText(regular, { exact: true })).toBeVisible();
    await expect(page.getByText(subscribed, { exact: true })).toHaveCount(0);

    await checkbox.check();
    await expect(page.getByText(subscribed, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").locator("s")).toContainText(regular);

    await checkbox.uncheck();
    await expect(page.getByText(subscribed, { exact: true })).toHaveCount(0);

    await openProduct(page, withoutSubscription);
    await expect(page.getByRole("heading", { level: 1, name: withoutSubscription.title })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Subscribe & Save/ })).toHaveCount(0);
  });

  test("stock reads In Stock, Only N left, or Out of Stock with a disabled button", async ({ page }) => {
    await openProduct(page, plentiful);
    await expect(page.getByText("In Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    await openProduct(page, scarce);
    await expect(page.getByText(`Only ${scarce.stock} left in stock!`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    await openProduct(page, soldOut);
    await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    // The stock message and the button both say it.
    await expect(page.getByRole("main").getByText("Out of Stock", { exact: true })).toHaveCount(2);
  });

  test("Add to Cart adds the chosen line and confirms with a toast", async ({ page }) => {
    const product = demoProduct(
      "has flavours and a subscription price",
      (p) => p.flavors.length >= 2 && p.subscriptionPriceCents !== null && p.stock > 0,
    );
    await openProduct(page, product);
    const flavor = product.flavors[1] as string;
    await page.getByRole("radiogroup", { name: "Flavor" }).getByText(flavor, { exact: true }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("checkbox", { name: /Subscribe & Save/ }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();

    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
    await expect(page.getByText(`${product.title} has been added to your cart.`, { exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem("cart") ?? "[]")))
      .toEqual([expect.objectContaining({ quantity: 2, flavor, subscription: true })]);
  });

  test("the accordion opens one section at a time, FAQs included when there are any", async ({ page }) => {
    const product = withFaqsAndHyphenatedTag;
    await openProduct(page, product);
    const sections = ["Description", "Details", "Ingredients", "How To Use", "Shipping and Returns", "FAQs"];
    // Each section's heading sits in its trigger, which Chromium names after it and reports open or closed.
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText(sections);
    expect(await disclosureTriggers(page)).toEqual(
      sections.map((name) => ({ name, expanded: name === "Description" })),
    );

    await infoHeading(page, "Details").click();
    const tag = page.getByText((product.tags.find((t) => t.includes("-")) as string).replaceAll("-", " "), {
      exact: true,
    });
    await expect(tag).toBeVisible();
    await expect(page.getByText(product.dietary.join(", "))).toBeVisible();

    await infoHeading(page, "Shipping and Returns").click();
    await expect(
      page.getByText("Free shipping on orders over $55. Standard shipping takes 3-5 business days.", { exact: true }),
    ).toBeVisible();
    await expect(tag).toBeHidden();
    await expect(page.getByRole("main").getByRole("link", { name: "Return Policy" })).toHaveAttribute(
      "href",
      "/returns",
    );

    // By keyboard: Tab from the open section's link reaches the FAQs trigger; Enter opens it, Space closes it.
    await page.getByRole("main").getByRole("link", { name: "Return Policy" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => openSections(page)).toEqual(["FAQs"]);
    const faq = product.faqs[0] as { question: string; answer: string };
    await expect(page.getByText(faq.question)).toBeVisible();
    await expect(page.getByText(faq.answer)).toBeVisible();
    await page.keyboard.press("Space");
    await expect.poll(() => openSections(page)).toEqual([]);
    await expect(page.getByText(faq.question)).toBeHidden();

    await openProduct(page, withoutFaqs);
    await expect(infoHeading(page, "Shipping and Returns")).toBeVisible();
    await expect(infoHeading(page, "FAQs")).toHaveCount(0);
  });

  test("carries product meta, Product and BreadcrumbList JSON-LD", async ({ page }) => {
    const product = highlighted;
    await openProduct(page, product);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    const firstImage = product.images[0] as string;
    if (!isPlaceholderImage(firstImage)) {
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`${firstImage}$`));
    }

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const documents = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const productLd = documents.find((d) => d["@type"] === "Product") as {
      name: string;
      offers: { sku: string; price: string; priceCurrency: string; availability: string }[];
      aggregateRating?: { reviewCount: number };
    };
    expect(productLd.name).toBe(product.title);
    // One Offer per flavour, each with its own SKU (decision 180).
    const flavors = variantFlavors(product.flavors);
    expect(productLd.offers.map((offer) => offer.sku)).toEqual(
      flavors.map((flavor, position) => variantSku(product.slug, flavor, position)),
    );
    for (const offer of productLd.offers) {
      expect(offer).toMatchObject({ price: (unitPriceCents(product, false) / 100).toFixed(2), priceCurrency: "USD" });
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    }
    expect(productLd.offers.some((offer) => offer.availability === "https://schema.org/InStock")).toBe(true);
    expect(productLd.aggregateRating?.reviewCount).toBe(demoReviewSummary(product).reviewCount);

    const breadcrumbs = documents.find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      findCategory(CATEGORIES, product.category)?.name,
      product.title,
    ]);
  });

  test.describe(() => {
    // An unknown product is asked for on purpose: the store answers 404.
    test.use({ allowedConsoleErrors: [failedToLoad(404)] });
    test("an unknown product is a 404 with the way back", async ({ page }) => {
      const response = await page.goto("/product/no-such-product");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
      await expect(page.getByText("Product not found", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to All Products" })).toHaveAttribute("href", "/products");
    });
  });

  test.describe(() => {
    // The fault is injected on purpose: the store answers 500.
    test.use({ allowedConsoleErrors: [failedToLoad(500)] });
    test("a failing load shows the error message", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "store-fault", value: "product", url: baseURL ?? "" }]);
      const response = await page.goto(`/product/${plentiful.slug}`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
      await expect(page.getByText("Failed to load product details. Please try again later.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to All Products" })).toHaveAttribute("href", "/products");
    });
  });

  test("/products/{slug} redirects to /product/{slug}", async ({ page, request }) => {
    const response = await request.get(`/products/${plentiful.slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/product/${plentiful.slug}`);

    await page.goto(`/products/${plentiful.slug}`);
    await expect(page).toHaveURL(`/product/${plentiful.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: plentiful.title })).toBeVisible();
  });

  test.describe(() => {
    // The error state is an unknown product's page on purpose: the store answers 404.
    test.use({ allowedConsoleErrors: [failedToLoad(404)] });
    test("passes axe on desktop and mobile, with FAQs open, and in the error state", async ({
      page,
      expectAccessible,
    }) => {
      // Three page loads and four axe scans: more than one page's worth of time.
      test.slow();
      await openProduct(page, withFaqsAndHyphenatedTag);
      await expectAccessible();
      await infoHeading(page, "FAQs").click();
      await expectAccessible();

      await page.setViewportSize({ width: 375, height: 812 });
      await openProduct(page, soldOut);
      await expectAccessible();
      // Nothing (such as the 500 px main image) may push the page wider than a phone screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.goto("/product/no-such-product");
      await expectAccessible();
    });
  });
});
