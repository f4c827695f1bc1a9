import type { Page } from "@playwright/test";
import { nextTotpCode } from "../support/totp";
import {
  confirmTwoFactor,
  createAccount,
  expectSignedInMenu,
  expectToast,
  signOut,
  startTwoFactorEnrolment,
  uniqueEmail,
} from "./auth-helpers";
import { expect, open, test } from "./fixtures";

// The store runs with both providers configured and pointed at the fake provider (playwright.config.ts).
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 } });

/** On the provider's own sign-in page (tests/support/fake-oauth-provider.ts), as the shopper. */
async function approveAtProvider(page: Page, options: { provider: string; email: string; name?: string }) {
  await expect(page.getByRole("heading", { name: `Sign in to ${options.provider}` })).toBeVisible();
  await page.getByLabel("Email").fill(options.email);
  if (options.name) await page.getByLabel("Name").fill(options.name);
  await page.getByRole("button", { name: "Authorize" }).click();
}

test.describe("sign-in with Google and GitHub", () => {
  test("both are offered when configured; GitHub signs a new shopper in on /account", async ({ page }) => {
    await open(page, "/auth");
    const signIn = page.getByRole("tabpanel", { name: "Sign In" });
    await expect(signIn.getByRole("button", { name: /^Continue with/ })).toHaveText([
      "Continue with Google",
      "Continue with GitHub",
    ]);

    const email = uniqueEmail("github");
    await signIn.getByRole("button", { name: "Continue with GitHub" }).click();
    await approveAtProvider(page, { provider: "GitHub", email, name: "Gia Hub" });
    await expect(page).toHaveURL("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Gia Hub" })).toBeVisible();
    await expectSignedInMenu(page, email);
  });

  test("Google signs in too, and goes back to the page that asked", async ({ page }) => {
    await open(page, "/auth?redirectTo=%2Faccount%3Ftab%3Dsettings");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await approveAtProvider(page, { provider: "Google", email: uniqueEmail("google"), name: "Goo Gal" });
    await expect(page).toHaveURL("/account?tab=settings");
    await expect(page.getByRole("heading", { level: 1, name: "Goo Gal" })).toBeVisible();
  });

  test("a shopper with two-factor on is asked for the code after GitHub, as after the password", async ({ page }) => {
    const { email } = await createAccount(page, { prefix: "oauth-totp" });
    const enrolment = await startTwoFactorEnrolment(page);
    await confirmTwoFactor(page, enrolment);
    await signOut(page);

    await open(page, "/auth");
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await approveAtProvider(page, { provider: "GitHub", email });
    await expect(page).toHaveURL(/^[^?]*\/auth\?step=two-factor/);
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    // No session yet: the account page still sends the shopper to sign in.
    const account = await page.request.get("/account", { maxRedirects: 0 });
    expect(account.headers().location).toMatch(/^\/auth\?redirectTo=/);

    await page.getByLabel("Authentication code").fill(nextTotpCode(enrolment.secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/account");
    await expectToast(page, "Signed in successfully", "Welcome back!");
    await expectSignedInMenu(page, email);
  });
});
