import type { Page } from "@playwright/test";
import { formatCents } from "~/lib/money";
import { STORE_SETTING_DEFAULTS } from "~/lib/store-settings";
import { backOffice, signInAsNewOwner } from "./admin-helpers";
import { openLatestMail, uniqueEmail } from "./auth-helpers";
import { addToCart, fillCustomer, payWith, plain, proceedButton } from "./checkout-steps";
import { expect, open, test } from "./fixtures";

// These tests change the banner, the delivery rates and the footer of every page, or count every order of the
// store, so playwright.config.ts runs them after every other browser test, one at a time (the "store-wide" project).

test.use({ viewport: { width: 1280, height: 900 } });

/** A figure of the dashboard as a number: "$1,234.56" is 1234.56, "7" is 7. */
async function figure(page: Page, label: string): Promise<number> {
  const card = page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
  return Number(((await card.locator("dd").first().textContent()) ?? "").replace(/[$,]/g, ""));
}

async function ordersToPack(page: Page): Promise<number> {
  const text = await page.getByRole("link", { name: /paid orders? to pack$/ }).textContent();
  return Number(text?.match(/^\d+/)?.[0]);
}

const cents = (dollars: number) => Math.round(dollars * 100);

test("the dashboard counts a paid order: revenue, orders, best sellers and orders to pack move by exactly it", async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.slow(); // an owner's enrolment, a purchase paid through the test provider, axe scans
  await signInAsNewOwner(page);
  await open(page, "/admin");
  await expect(page).toHaveURL("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("The store takes test payments, so these figures are its test orders.")).toBeVisible();
  const before = { revenue: await figure(page, "Revenue"), orders: await figure(page, "Orders") };
  const toPack = await ordersToPack(page);
  await expectAccessible();

  const shopper = await browser.newPage();
  let paid = 0;
  try {
    const panel = await addToCart(shopper);
    await panel.getByRole("button", { name: "Checkout" }).click();
    await shopper
      .getByRole("dialog", { name: "Sign in for a Faster Checkout" })
      .getByRole("link", { name: "CONTINUE AS GUEST" })
      .click();
    await fillCustomer(shopper);
    await proceedButton(shopper).click();
    const pay = shopper.getByRole("button", { name: /^Pay \$/ });
    paid = cents(Number((await pay.textContent())?.replace(/[^\d.]/g, "")));
    await payWith(shopper, "4242 4242 4242 4242");
    await expect(shopper.getByRole("heading", { name: "Order Successful!" })).toBeVisible({ timeout: 30_000 });
  } finally {
    await shopper.close();
  }

  await page.reload();
  expect(cents(await figure(page, "Revenue"))).toBe(cents(before.revenue) + paid);
  expect(await figure(page, "Orders")).toBe(before.orders + 1);
  expect(await ordersToPack(page)).toBe(toPack + 1);
  await expect(page.getByRole("region", { name: "Best sellers by units" })).toContainText(plain.title);
  await page.getByText("Show the figures as a table").click();
  await expect(page.getByRole("img", { name: /^Revenue by day; the best day was/ })).toBeVisible();

  await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "30 days" }).click();
  await expect(page).toHaveURL("/admin/dashboard?period=30d");
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  expect(cents(await figure(page, "Revenue"))).toBeGreaterThanOrEqual(cents(before.revenue) + paid);
  await expectAccessible();
});

const rates = { standardCents: 850, freeFromCents: 10_000, localCents: 300 };
const banner = "WINTER SALE — 20% OFF PRE-WORKOUTS";

test("the owner changes the banner, delivery rates and social links, and the store shows and charges them", async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.slow(); // an owner's enrolment, four settings, an axe scan, then a shopper's visit and checkout
  expect(plain.priceCents).toBeLessThan(rates.freeFromCents);
  await signInAsNewOwner(page);
  await open(page, "/admin/orders");
  await backOffice(page).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Store settings", level: 1 })).toBeVisible();
  await expectAccessible();

  const delivery = page.getByRole("region", { name: "Delivery rates" });
  await expect(delivery.getByLabel("Standard shipping ($)")).toHaveValue("6.99");
  await delivery.getByLabel("Standard shipping ($)").fill("8,50");
  await delivery.getByRole("button", { name: "Save delivery rates" }).click();
  await expect(delivery.getByText("Enter the amount in dollars, like 12.50.")).toBeVisible();
  await delivery.getByLabel("Standard shipping ($)").fill("8.50");
  await delivery.getByLabel("Free shipping from ($)").fill("100");
  await delivery.getByLabel("Local delivery ($)").fill("3");
  await delivery.getByRole("button", { name: "Save delivery rates" }).click();
  await expect(
    page.getByText("Delivery rates saved: standard shipping $8.50, free from $100.00, local delivery $3.00."),
  ).toBeVisible();

  const bannerForm = page.getByRole("region", { name: "Promo banner" });
  await bannerForm.getByLabel("Banner text").fill(banner);
  await bannerForm.getByRole("button", { name: "Save banner" }).click();
  await expect(page.getByText("The promo banner is saved.")).toBeVisible();

  const social = page.getByRole("region", { name: "Social links" });
  await social.getByLabel("Facebook page").fill("");
  await social.getByRole("button", { name: "Save links" }).click();
  await expect(page.getByText("Social links saved.")).toBeVisible();

  // A shopper who was never signed in: cached pages were dropped, so the first visit shows the new settings.
  const shopper = await browser.newPage();
  try {
    await open(shopper, "/");
    await expect(shopper.getByRole("complementary", { name: "Promotion" })).toHaveText(banner);
    await expect(shopper.getByText(STORE_SETTING_DEFAULTS.promoBanner)).toHaveCount(0);
    const hero = shopper.getByRole("region", { name: "Fuel Your Everyday Fitness" });
    await expect(hero.getByText("Free shipping on orders over $100.00")).toBeVisible();
    await expect(hero.getByText("Local delivery in San Angelo, TX for $3.00")).toBeVisible();
    const follow = shopper.getByRole("contentinfo").getByRole("navigation", { name: "FOLLOW US" });
    await expect(follow.getByRole("link")).toHaveCount(1);
    await expect(follow.getByRole("link", { name: /Instagram/ })).toBeVisible();

    const panel = await addToCart(shopper);
    await expect(panel).toContainText(
      `You're ${formatCents(rates.freeFromCents - plain.priceCents)} away from free shipping!`,
    );
    await panel.getByRole("button", { name: "Checkout" }).click();
    await shopper
      .getByRole("dialog", { name: "Sign in for a Faster Checkout" })
      .getByRole("link", { name: "CONTINUE AS GUEST" })
      .click();
    await expect(shopper).toHaveURL("/checkout");
    const summary = shopper.getByRole("region", { name: "Order Summary" });
    const total = formatCents(plain.priceCents + rates.standardCents);
    await expect(summary).toContainText(formatCents(rates.standardCents));
    await expect(summary).toContainText(total);

    // In San Angelo, local delivery costs the owner's $3.00.
    await fillCustomer(shopper, { City: "San Angelo", State: "TX" });
    const local = shopper.getByRole("radio", { name: /Local Delivery \(San Angelo Only\)/ });
    await expect(local).toBeVisible();
    await expect(shopper.locator("label", { has: local })).toContainText("$3.00");
    await local.check();
    await expect(summary).toContainText(formatCents(plain.priceCents + rates.localCents));

    // Standard shipping again: the payment page asks for what the server priced, $8.50 shipping included.
    await shopper.getByRole("radio", { name: /Standard Shipping/ }).check();
    await proceedButton(shopper).click();
    await expect(shopper).toHaveURL(/\/test-checkout\//);
    await expect(shopper.getByRole("button", { name: `Pay ${total}` })).toBeVisible();
  } finally {
    await shopper.close();
  }
});

test("a shopper asks to hear when a product is back; a clerk restocks it with a reason, and the e-mail arrives", async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.slow(); // an owner's enrolment, a shopper's request and confirmation, a correction, the mailbox, axe scans
  await signInAsNewOwner(page);
  await open(page, "/admin/orders");
  await backOffice(page).getByRole("link", { name: "Stock" }).click();
  await expect(page.getByRole("heading", { name: "Stock", level: 1 })).toBeVisible();
  await expectAccessible();

  // Fewest first: the first row is a product that ran out.
  const first = page.getByRole("region", { name: "Stock" }).getByRole("row").nth(1);
  const title = (await first.getByRole("link").textContent()) ?? "";
  expect(Number(await first.getByRole("cell").nth(1).textContent())).toBe(0);
  await first.getByRole("link").click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const productPath = (await page.getByRole("link", { name: "Its page in the store" }).getAttribute("href")) ?? "";
  // The product page chooses the first flavour, as the correction below does: the shopper waits for that one.
  const firstFlavor = await page
    .getByRole("region", { name: "Stock by flavor" })
    .getByRole("row")
    .nth(1)
    .getByRole("cell")
    .first()
    .textContent();
  const name = firstFlavor === "No flavor" ? title : `${title} (${firstFlavor})`;

  const shopper = await browser.newPage();
  const email = uniqueEmail("waiting");
  try {
    await open(shopper, productPath);
    const notify = shopper.getByRole("region", { name: "Get an e-mail when it's back" });
    await notify.getByRole("textbox", { name: "Email" }).fill(email);
    await notify.getByRole("button", { name: `Notify me about ${name}` }).click();
    await expect(notify.getByRole("status")).toHaveText(
      `Check your inbox: confirm your address, and we'll e-mail you once when ${name} is back in stock.`,
    );
    const confirm = await openLatestMail(shopper, { to: email, subject: `Confirm: ${name} back-in-stock notice` });
    // The e-mail's links carry the store's public address; this run's store listens elsewhere.
    const href = await confirm.getByRole("link", { name: /\/back-in-stock\?token=/ }).getAttribute("href");
    const link = new URL(href ?? "");
    await open(shopper, `${link.pathname}${link.search}`);
    await shopper.getByRole("button", { name: "Yes, e-mail me" }).click();
    await expect(shopper.getByText(`Thanks! We'll e-mail you once when ${name} is back in stock.`)).toBeVisible();

    const form = page.getByRole("region", { name: "Correct the count" });
    await form.getByLabel("Units").fill("lots");
    await form.getByRole("button", { name: "Save the change" }).click();
    await expect(form.getByText("Enter the units to add, like 24, or to take away, like -3.")).toBeVisible();
    await form.getByLabel("Units").fill("24");
    await form.getByLabel("Reason").fill("Delivery from the supplier");
    await form.getByRole("button", { name: "Save the change" }).click();
    await expect(page.getByText(`${name}: 24 added, 24 in stock now.`)).toBeVisible();
    const latest = page.getByRole("region", { name: "Changes" }).getByRole("row").nth(1);
    await expect(latest).toContainText("+24");
    await expect(latest).toContainText("Adjustment");
    await expect(latest).toContainText("Delivery from the supplier");
    await expectAccessible();

    await openLatestMail(shopper, { to: email, subject: `Back in stock: ${name}` });
    await open(shopper, productPath);
    await expect(shopper.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    await expect(shopper.getByRole("region", { name: "Get an e-mail when it's back" })).toHaveCount(0);
  } finally {
    await shopper.close();
  }
});
