import { formatLongDate } from "~/lib/long-date";
import { offersSubscription } from "~/lib/pricing";
import { addDays, storeDay } from "~/lib/store-time";
import { backOffice, signInAsNewOwner } from "./admin-helpers";
import { createAccount, signOut } from "./auth-helpers";
import { buySubscription, demoProduct } from "./checkout-steps";
import { expect, open, test } from "./fixtures";

// The back office's Subscriptions: the list, its tabs and search, one subscription's page and the owner's pause.

const product = demoProduct("offers Subscribe & Save", (p) => offersSubscription(p));
const flavor = product.flavors[0];

test("an owner finds a subscription by its tabs and search, pauses it until a day and sees it in its trail", async ({
  page,
  expectAccessible,
}) => {
  // A shopper's account and payment, the renewal sweep, an owner's enrolment and two axe scans.
  test.setTimeout(180_000);
  const { email } = await createAccount(page, { prefix: "subscriber" });
  await buySubscription(page, { email, product, flavor, quantity: 2, name: ["Robin", "Okafor"] });
  await signOut(page);
  await signInAsNewOwner(page);

  await open(page, "/admin/dashboard");
  await backOffice(page).getByRole("link", { name: "Subscriptions" }).click();
  await expect(page.getByRole("heading", { name: "Subscriptions", level: 1 })).toBeVisible();
  const search = page.getByRole("search", { name: "Search subscriptions" });
  const table = page.getByRole("region", { name: "Subscriptions" });
  const row = table.getByRole("row").filter({ hasText: email });
  // The sweep starts the subscription once it has seen the payment: search again until it is there.
  await expect(async () => {
    await search.getByLabel("E-mail, name or product").fill(email);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`/admin/subscriptions?${new URLSearchParams({ q: email })}`);
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(row).toContainText("Robin Okafor");
  await expect(row).toContainText(`2 x ${product.title}${flavor ? ` (${flavor})` : ""}`);
  await expect(row).toContainText("every 4 weeks");
  await expect(row).toContainText("Active");

  // The tabs keep the search: none of this shopper's is paused yet.
  const tabs = page.getByRole("navigation", { name: "Subscriptions by state" });
  await expect(tabs.getByRole("link", { name: "Active (1)" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Paused (0)" }).click();
  await expect(page.getByText(`No subscription in this list matches “${email}”.`)).toBeVisible();
  await tabs.getByRole("link", { name: "All (1)" }).click();
  await expect(row).toBeVisible();
  await expectAccessible();

  await row.getByRole("link", { name: new RegExp(`^2 x ${product.title}`) }).click();
  await expect(page.getByRole("heading", { name: "Subscription", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Customer" })).toContainText(email);
  await expect(page.getByRole("region", { name: "Card" })).toContainText("Visa ending in 4242");
  await expect(page.getByText("No renewal yet")).toBeVisible();

  const until = addDays(storeDay(new Date()), 14);
  const changes = page.getByRole("region", { name: "Change" });
  await changes.getByLabel("Pause until").fill(until);
  await changes.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Paused until ${formatLongDate(until)}.` })).toBeVisible();
  await expect(page).toHaveURL(/\?changed=pause$/);
  await expect(page.getByRole("region", { name: "Deliveries" })).toContainText(`Paused until ${formatLongDate(until)}`);
  const paused = page
    .getByRole("region", { name: "Audit trail" })
    .getByRole("row")
    .filter({ hasText: "Subscription paused" });
  await expect(paused).toContainText("status: active → paused");
  await expect(paused).toContainText(new RegExp(`next renewal on: \\d{4}-\\d{2}-\\d{2} → ${until}`));
  await expectAccessible();

  // Back on the list, it has moved to the Paused tab.
  await page.getByRole("link", { name: "All subscriptions" }).click();
  await search.getByLabel("E-mail, name or product").fill(email);
  await search.getByRole("button", { name: "Search" }).click();
  await tabs.getByRole("link", { name: "Paused (1)" }).click();
  await expect(row).toContainText(`Paused until ${formatLongDate(until)}`);
});
