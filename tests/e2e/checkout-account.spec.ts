import type { Locator, Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { isDisplayableImage } from "~/lib/images";
import { nextTotpCode } from "../support/totp";
import {
  confirmTwoFactor,
  createAccount,
  expectToast,
  fillSignIn,
  PASSWORD,
  signOut,
  startTwoFactorEnrolment,
  uniqueEmail,
} from "./auth-helpers";
import { field } from "./checkout-steps";
import { expect, open, test } from "./fixtures";

// Signing in from checkout's prompt, the address book in the account, and checkout prefilled from it.

// Each test first makes a verified account (two-factor too) through the mailbox, then shops: beyond 90 s on two
// busy cores.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const product = DEMO_PRODUCTS.find((p) => p.stock > 20 && p.flavors.length === 0 && isDisplayableImage(p.images[0]));
if (!product) throw new Error("The demo catalogue has no plain product in stock");

async function addToCartAndCheckOut(page: Page) {
  await open(page, `/product/${product?.slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const panel = page.getByRole("dialog", { name: /^Your Cart \(\d+\)$/ });
  await panel.getByRole("button", { name: "Checkout" }).click();
}

/** The signed-out shopper's prompt, checked for what it promises, then left for sign-in. */
async function signInFromPrompt(page: Page) {
  const prompt = page.getByRole("dialog", { name: "Sign in for a Faster Checkout" });
  await expect(prompt.getByRole("listitem")).toHaveText([
    "Check out with your saved addresses",
    "Review your purchase history",
    "Save your favorite products",
  ]);
  await prompt.getByRole("link", { name: "SIGN IN / CREATE AN ACCOUNT" }).click();
  await expect(page).toHaveURL("/auth?redirectTo=%2Fcheckout");
}

/** On /checkout with the cart as it was: its one line is in the summary. */
async function expectCheckoutWithCart(page: Page) {
  await expect(page).toHaveURL("/checkout");
  const summary = page.getByRole("region", { name: "Order Summary" });
  // After a provider's redirects the page loads whole, and the cart is read once its scripts have run.
  await expect(summary.getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
  await expect(summary).toContainText(product?.title ?? "");
}

async function fillAddress(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(form, label).fill(value);
}

const HOME = {
  "First Name": "Ann",
  "Last Name": "Lee",
  Phone: "512-555-0100",
  Address: "1 Main St",
  City: "Austin",
  State: "TX",
  "ZIP Code": "78701",
};
const WORK = { ...HOME, Phone: "", Address: "200 Congress Ave", City: "Dallas", "ZIP Code": "75201" };

test.describe("signing in from the checkout prompt", () => {
  test("with the password returns to /checkout with the cart intact", async ({ page }) => {
    const { email } = await createAccount(page, { prefix: "checkout-signin" });
    await signOut(page);

    await addToCartAndCheckOut(page);
    await signInFromPrompt(page);
    await fillSignIn(page, { email, password: PASSWORD });
    await expectCheckoutWithCart(page);
    await expect(field(page, "Email")).toHaveValue(email);
  });

  test("with two-factor on returns to /checkout after the code", async ({ page }) => {
    const { email } = await createAccount(page, { prefix: "checkout-totp" });
    const enrolment = await startTwoFactorEnrolment(page);
    await confirmTwoFactor(page, enrolment);
    await signOut(page);

    await addToCartAndCheckOut(page);
    await signInFromPrompt(page);
    await fillSignIn(page, { email, password: PASSWORD });
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    // Going back a step keeps where the shopper was headed.
    await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/auth?tab=signin&redirectTo=%2Fcheckout",
    );
    await page.getByLabel("Authentication code").fill(nextTotpCode(enrolment.secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expectCheckoutWithCart(page);
    await expectToast(page, "Signed in successfully", "Welcome back!");
  });

  test("with a provider returns to /checkout too", async ({ page }) => {
    await addToCartAndCheckOut(page);
    await signInFromPrompt(page);
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    // The store's sign-in form has an Email field too: fill in only once the provider's page is here.
    await expect(page.getByRole("heading", { name: "Sign in to GitHub" })).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail("checkout-github"));
    await page.getByRole("button", { name: "Authorize" }).click();
    await expectCheckoutWithCart(page);
  });

  test("never leaves the site, whatever the address asks", async ({ page }) => {
    const { email } = await createAccount(page, { prefix: "checkout-redirect" });
    for (const target of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      await open(page, `/auth?redirectTo=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL("/account");
    }
    await signOut(page);
    await open(page, `/auth?redirectTo=${encodeURIComponent("//evil.example/")}`);
    await fillSignIn(page, { email, password: PASSWORD });
    await expect(page).toHaveURL("/account");
  });
});

test("an address book with two addresses and a default, edited in the account, prefills checkout", async ({
  page,
  expectAccessible,
}) => {
  await createAccount(page, { prefix: "address-book" });
  await open(page, "/account?tab=addresses");
  const panel = page.getByRole("tabpanel", { name: "Addresses" });
  await expect(panel.getByRole("heading", { name: "Addresses (0)" })).toBeVisible();

  // Checkout's own rules: a missing ZIP code is named by its field.
  await panel.getByRole("button", { name: "Add address" }).click();
  let form = panel.getByRole("form", { name: "New address" });
  await fillAddress(form, { ...HOME, "ZIP Code": "" });
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(form.getByText("ZIP Code is required")).toBeVisible();
  await fillAddress(form, { "ZIP Code": HOME["ZIP Code"] });
  await form.getByRole("button", { name: "Save address" }).click();
  await expectToast(page, "Address saved");
  await expect(panel.getByRole("heading", { name: "Addresses (1)" })).toBeVisible();
  const home = panel.getByRole("listitem").filter({ hasText: "1 Main St" });
  await expect(home.getByText("Default", { exact: true })).toBeVisible();

  await panel.getByRole("button", { name: "Add address" }).click();
  form = panel.getByRole("form", { name: "New address" });
  await fillAddress(form, WORK);
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(panel.getByRole("heading", { name: "Addresses (2)" })).toBeVisible();
  const work = panel.getByRole("listitem").filter({ hasText: "200 Congress Ave" });
  await expect(work.getByText("Default", { exact: true })).toHaveCount(0);
  await expectAccessible();

  // Edit the second, then make it the default.
  await work.getByRole("button", { name: "Edit" }).click();
  form = panel.getByRole("form", { name: "Edit address" });
  await expect(field(form, "Address")).toHaveValue("200 Congress Ave");
  await fillAddress(form, { Address: "300 Elm St" });
  await form.getByRole("button", { name: "Save address" }).click();
  const edited = panel.getByRole("listitem").filter({ hasText: "300 Elm St" });
  await expect(edited).toContainText("Dallas, TX 75201");
  await edited.getByRole("button", { name: "Make default" }).click();
  await expectToast(page, "Default address updated");
  await expect(edited.getByText("Default", { exact: true })).toBeVisible();
  await expect(home.getByText("Default", { exact: true })).toHaveCount(0);

  // Checkout starts from the default address.
  await addToCartAndCheckOut(page);
  await expectCheckoutWithCart(page);
  await expect(field(page, "First Name")).toHaveValue("Ann");
  await expect(field(page, "Address")).toHaveValue("300 Elm St");
  await expect(field(page, "City")).toHaveValue("Dallas");
  await expect(field(page, "ZIP Code")).toHaveValue("75201");

  // A new address typed at checkout can be kept.
  await fillAddress(page.locator("main"), { Address: "9 Oak Ln", City: "Waco", "ZIP Code": "76701" });
  await page.getByRole("checkbox", { name: "Save this address to my address book" }).check();
  await page.getByRole("button", { name: "Proceed to Test Payments Checkout" }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await open(page, "/account?tab=addresses");
  await expect(panel.getByRole("heading", { name: "Addresses (3)" })).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: "9 Oak Ln" })).toContainText("Waco, TX 76701");

  // Deleting the default hands it on.
  await panel.getByRole("listitem").filter({ hasText: "300 Elm St" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Address deleted");
  await expect(panel.getByRole("heading", { name: "Addresses (2)" })).toBeVisible();
  await expect(home.getByText("Default", { exact: true })).toBeVisible();
});
