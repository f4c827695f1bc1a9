import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { totpCode } from "../support/totp";
import { expect, open, waitForHydration } from "./fixtures";

/** Shared steps of the account browser tests (auth.spec.ts, account.spec.ts). */

export const PASSWORD = "Protein-Shaker-42";

/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
}

/** The toasts (Radix also copies their text into an announced live region, hence the scope). */
export function notifications(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true });
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toasts = notifications(page);
  await expect(toasts.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toasts.getByText(description)).toBeVisible();
}

export async function signUp(page: Page, options: { email: string; password?: string; fullName?: string }) {
  await open(page, "/auth?tab=signup");
  const form = page.getByRole("tabpanel", { name: "Create Account" });
  await form.getByLabel("Email").fill(options.email);
  await form.getByLabel("Password").fill(options.password ?? PASSWORD);
  if (options.fullName) await form.getByLabel("Full name").fill(options.fullName);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

/** Opens the newest e-mail to this address with this subject in the development mailbox (/dev/mail). */
export async function openLatestMail(page: Page, options: { to: string; subject: string | RegExp }): Promise<Locator> {
  await page.goto("/dev/mail");
  const message = page
    .getByRole("listitem")
    .filter({ hasText: `To ${options.to}` })
    .filter({ has: page.getByRole("heading", { name: options.subject }) })
    .first();
  await expect(message).toBeVisible();
  return message;
}

/** Follows the verification link of the newest verification e-mail: it signs in and lands on /account. */
export async function verifyEmail(page: Page, email: string) {
  const message = await openLatestMail(page, { to: email, subject: /^Verify your email/ });
  const link = await message.getByRole("link", { name: /\/api\/auth\/verify-email/ }).getAttribute("href");
  if (!link) throw new Error("The verification e-mail has no link");
  await page.goto(link);
  await expect(page).toHaveURL("/account");
}

/** A new, verified account, signed in on this page. */
export async function createAccount(page: Page, options: { prefix: string; fullName?: string }) {
  const email = uniqueEmail(options.prefix);
  await signUp(page, { email, fullName: options.fullName });
  await verifyEmail(page, email);
  return { email, password: PASSWORD };
}

export async function fillSignIn(page: Page, options: { email: string; password: string }) {
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(options.email);
  await form.getByLabel("Password").fill(options.password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

export async function signOut(page: Page) {
  await waitForHydration(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expectToast(page, "Signed out", "You have been signed out successfully");
  await expect(page).toHaveURL("/");
}

/**
 * Waits until the header knows the shopper is signed in (the session loads after hydration). The page may have
 * arrived by a redirect, so the menu is opened only once React runs it: a click before that is lost.
 */
export async function expectSignedInMenu(page: Page, email: string) {
  await waitForHydration(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByRole("menuitem")).toHaveText(["View Saved Items", "Settings", "Sign Out"]);
  await page.keyboard.press("Escape");
}

/** Settings: starts turning two-factor on, up to the QR code; answers the key and the backup codes shown. */
export async function startTwoFactorEnrolment(page: Page, password = PASSWORD) {
  await open(page, "/account?tab=settings");
  const section = page.getByRole("region", { name: "Two-factor authentication" });
  await expect(section.getByText("Two-factor authentication is off.")).toBeVisible();
  await section.getByLabel("Your password").fill(password);
  await section.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await section.getByLabel(/setup key/).inputValue()).replace(/\s+/g, "");
  const backupCodes = await section.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
  return { section, secret, backupCodes };
}

/** Finishes the enrolment with the authenticator's current code. */
export async function confirmTwoFactor(page: Page, options: { section: Locator; secret: string }) {
  const { section, secret } = options;
  await section.getByLabel("Authentication code").fill(totpCode(secret));
  await section.getByRole("button", { name: "Verify and turn on" }).click();
  await expectToast(page, "Two-factor authentication is on");
  await expect(section.getByText("Two-factor authentication is on.")).toBeVisible();
}
