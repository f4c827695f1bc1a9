import type { Locator, Page } from "@playwright/test";
import { formatLongDate } from "~/lib/long-date";
import { offersSubscription } from "~/lib/pricing";
import { addDays, storeDay } from "~/lib/store-time";
import { SUBSCRIPTIONS_PATH } from "~/lib/subscriptions";
import { createAccount } from "./auth-helpers";
import { buySubscription, demoProduct, field, fillTestCard } from "./checkout-steps";
import { expect, failedToLoad, open, test } from "./fixtures";

// Account → Subscriptions: the portal where a shopper skips, re-times, pauses, resumes and cancels Subscribe & Save.

/** A product in several flavours sold on Subscribe & Save: the card shows its flavour, and offers the others. */
const product = demoProduct(
  "has two flavours and offers Subscribe & Save",
  (p) => p.flavors.length > 1 && offersSubscription(p),
);
const [flavor = "", otherFlavor = ""] = product.flavors;

function subscriptionsTab(page: Page): Locator {
  return page.getByRole("tabpanel", { name: "Subscriptions" });
}

/** Account → Subscriptions, reloaded until the sweep has started the subscription. */
async function openPortalOnceStarted(page: Page): Promise<Locator> {
  const card = subscriptionsTab(page).getByRole("article", { name: product.title });
  await expect(async () => {
    await open(page, "/account");
    await page.getByRole("tab", { name: "Subscriptions" }).click();
    await expect(page).toHaveURL(SUBSCRIPTIONS_PATH);
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  return card;
}

/** The flavour under the card's title (the "Flavor" choice names it too). */
function flavorShown(card: Locator, name: string): Locator {
  return card.getByRole("paragraph").filter({ hasText: new RegExp(`^${name}$`) });
}

/** The day of "Next delivery: …" as its `<time>` states it. */
async function nextDelivery(card: Locator): Promise<string> {
  const day = await card
    .getByText(/^Next delivery:/)
    .locator("time")
    .getAttribute("datetime");
  if (!day) throw new Error("no next delivery shown");
  return day;
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe(() => {
  // A change sent from a stale tab after the subscription was cancelled in another is refused with a 409 on purpose,
  // and a declined card on the card-saving page with a 402.
  test.use({ allowedConsoleErrors: [failedToLoad(409, 402)] });

  test("a shopper skips, re-times, pauses, resumes and cancels a subscription", async ({
    page,
    context,
    expectAccessible,
  }) => {
    // A sign-up through the mailbox, a purchase, the renewal sweep, then every change:
    // well beyond one page's time.
    test.setTimeout(180_000);
    const { email } = await createAccount(page, { prefix: "subscriptions" });

    await open(page, "/account?tab=subscriptions");
    await expect(subscriptionsTab(page).getByRole("heading", { name: "Subscriptions (0)" })).toBeVisible();
    await expect(subscriptionsTab(page).getByText("You have no subscriptions yet.")).toBeVisible();
    await expect(subscriptionsTab(page).getByRole("link", { name: "Browse products" })).toHaveAttribute(
      "href",
      "/products",
    );

    await buySubscription(page, { email, product, flavor, quantity: 1, name: ["Dana", "Rivera"] });
    const card = await openPortalOnceStarted(page);
    await expect(subscriptionsTab(page).getByRole("heading", { name: "Subscriptions (1)" })).toBeVisible();
    await expect(flavorShown(card, flavor)).toBeVisible();
    await expect(card.getByText("Status: Active")).toBeVisible();
    await expect(card.getByText("Quantity: 1")).toBeVisible();
    await expect(card.getByText("Deliver every 4 weeks")).toBeVisible();
    await expect(card.getByText(/^Deliver to Dana Rivera, 12 Main St, Austin, TX 78701/)).toBeVisible();
    await expect(card.getByText("Visa ending in 4242")).toBeVisible();
    const first = await nextDelivery(card);
    await expect(card.getByText(`Next delivery: ${formatLongDate(first)}`)).toBeVisible();
    await expectAccessible();

    await card.getByRole("button", { name: "Skip next delivery" }).click();
    await expect(card.getByRole("status")).toHaveText("Next delivery skipped.");
    await expect(card.getByText(`Next delivery: ${formatLongDate(addDays(first, 28))}`)).toBeVisible();

    await card.getByLabel("Delivery frequency").selectOption({ label: "Every 8 weeks" });
    await card.getByRole("button", { name: "Save frequency" }).click();
    await expect(card.getByRole("status")).toHaveText("Delivery frequency saved.");
    await expect(card.getByText("Deliver every 8 weeks")).toBeVisible();

    const until = addDays(storeDay(new Date()), 30);
    await card.getByLabel("Pause until").fill(until);
    await card.getByRole("button", { name: "Pause", exact: true }).click();
    await expect(card.getByRole("status")).toHaveText("Subscription paused.");
    await expect(card.getByText("Status: Paused")).toBeVisible();
    await expect(card.getByText(`Paused until ${formatLongDate(until)}`)).toBeVisible();
    await expect(card.getByRole("button", { name: "Skip next delivery" })).toHaveCount(0);
    await expectAccessible();

    await card.getByRole("button", { name: "Resume" }).click();
    await expect(card.getByRole("status")).toHaveText("Subscription resumed.");
    await expect(card.getByText("Status: Active")).toBeVisible();
    await expect(card.getByText(/^Paused until/)).toHaveCount(0);
    // Resumed before its pause ended, it renews on the day the pause would have ended.
    await expect(card.getByText(`Next delivery: ${formatLongDate(until)}`)).toBeVisible();
    // Focus stayed on the button that was pressed, now the one that skips.
    await expect(card.getByRole("button", { name: "Skip next delivery" })).toBeFocused();

    await card.getByLabel("Flavor").selectOption(otherFlavor);
    await card.getByRole("button", { name: "Save flavor" }).click();
    await expect(card.getByRole("status")).toHaveText("Flavor saved.");
    await expect(flavorShown(card, otherFlavor)).toBeVisible();

    // Another address comes from the address book, where it is checked as it is saved.
    await card.getByRole("link", { name: "add an address to your address book" }).click();
    const addresses = page.getByRole("tabpanel", { name: "Addresses" });
    await addresses.getByRole("button", { name: "Add address" }).click();
    const form = addresses.getByRole("form", { name: "New address" });
    const dallas = { "First Name": "Dana", "Last Name": "Rivera", Address: "200 Congress Ave", City: "Dallas" };
    for (const [label, value] of Object.entries({ ...dallas, State: "TX", "ZIP Code": "75201" })) {
      await field(form, label).fill(value);
    }
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(addresses.getByRole("listitem").filter({ hasText: "200 Congress Ave" })).toBeVisible();
    await page.getByRole("tab", { name: "Subscriptions" }).click();
    await card.getByLabel("Deliver to").selectOption({ label: "Dana Rivera, 200 Congress Ave, Dallas, TX 75201" });
    await card.getByRole("button", { name: "Save address" }).click();
    await expect(card.getByRole("status")).toHaveText("Address saved.");
    await expect(card.getByText(/^Deliver to Dana Rivera, 200 Congress Ave, Dallas, TX 75201/)).toBeVisible();
    await expectAccessible();

    // A new card, on the payment provider's card-saving page: leaving it changes nothing, a declined card is
    // refused there, and the card saved pays from the next charge on.
    await card.getByRole("button", { name: "Replace card" }).click();
    await expect(page.getByRole("heading", { name: "Save a card for your subscription" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel and go back to the store" }).click();
    await expect(page).toHaveURL(SUBSCRIPTIONS_PATH);
    await expect(card.getByText("Visa ending in 4242")).toBeVisible();
    await card.getByRole("button", { name: "Replace card" }).click();
    await expect(page.getByRole("heading", { name: "Save a card for your subscription" })).toBeVisible();
    await expectAccessible();
    await fillTestCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
    await fillTestCard(page, "4000 0000 0000 0341");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(card.getByRole("status")).toHaveText("Card saved. The next charge goes to it.");
    await expect(card.getByText("Visa ending in 0341")).toBeVisible();
    await expect(card.getByRole("heading", { name: product.title })).toBeFocused();

    // On a phone: the five tabs and the card fit the screen, and each of the card's controls is a 44px target.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const controls = await card.locator("button, select, input:not([type=hidden])").all();
    expect(controls.length).toBeGreaterThanOrEqual(7);
    for (const control of controls) expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Cancelled from a second tab, which asks first; this one still shows the subscription as it was.
    const other = await context.newPage();
    await open(other, SUBSCRIPTIONS_PATH);
    const otherCard = subscriptionsTab(other).getByRole("article", { name: product.title });
    await otherCard.getByRole("button", { name: "Cancel subscription", exact: true }).click();
    const question = otherCard.getByRole("group", { name: /^Cancel this subscription\?/ });
    await expect(question.getByRole("button", { name: "Keep subscription" })).toBeFocused();
    await question.getByRole("button", { name: "Keep subscription" }).click();
    await expect(question).toHaveCount(0);
    await expect(otherCard.getByRole("button", { name: "Cancel subscription", exact: true })).toBeFocused();
    await expect(otherCard.getByText("Status: Active")).toBeVisible();
    await otherCard.getByRole("button", { name: "Cancel subscription", exact: true }).click();
    await question.getByRole("button", { name: "Yes, cancel subscription" }).click();
    await expect(otherCard.getByRole("status")).toHaveText("Subscription cancelled.");
    await expect(otherCard.getByText("Status: Cancelled")).toBeVisible();
    await expect(otherCard.getByText("Nothing more will be charged or sent.")).toBeVisible();
    await expect(otherCard.getByRole("button")).toHaveCount(0);
    await expect(otherCard.getByRole("heading", { name: product.title })).toBeFocused();
    await expect(otherCard.getByText(/^Next delivery/)).toHaveCount(0);
    await other.close();

    // The stale tab's change is refused beside the subscription it was about, which then shows as it is now.
    await card.getByRole("button", { name: "Skip next delivery" }).click();
    await expect(card.getByRole("alert")).toHaveText("This subscription is cancelled.");
    await expect(card.getByText("Status: Cancelled")).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
    await expect(card.getByRole("heading", { name: product.title })).toBeFocused();
    await expectAccessible();
  });
});
