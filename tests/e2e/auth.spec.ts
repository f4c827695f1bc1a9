import { nextTotpCode } from "../support/totp";
import {
  confirmTwoFactor,
  createAccount,
  expectSignedInMenu,
  expectToast,
  fillSignIn,
  openLatestMail,
  PASSWORD,
  signOut,
  signUp,
  startTwoFactorEnrolment,
  uniqueEmail,
  verifyEmail,
} from "./auth-helpers";
import { expect, failedToLoad, open, test } from "./fixtures";

// Each test signs up and signs in several times; password hashing is deliberately slow.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 } });

test.describe("auth screen", () => {
  test("'My Account' opens on Sign In, ?tab=signup on Create Account, and both pass axe", async ({
    page,
    expectAccessible,
  }) => {
    await open(page, "/auth");
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
    await expectAccessible();

    await page.getByRole("tab", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/auth?tab=signup");
    await expect(page.getByLabel("Full name")).toBeVisible();
    await expectAccessible();

    await open(page, "/auth?tab=signup");
    await expect(page.getByRole("tab", { name: "Create Account" })).toHaveAttribute("aria-selected", "true");
  });

  test("shows each validation message of the spec by its field", async ({ page }) => {
    await open(page, "/auth");
    const signIn = page.getByRole("tabpanel", { name: "Sign In" });
    await signIn.getByRole("button", { name: "Sign In" }).click();
    await expect(signIn.getByText("Please enter a valid email address")).toBeVisible();
    await expect(signIn.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(signIn.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("tab", { name: "Create Account" }).click();
    const signUp = page.getByRole("tabpanel", { name: "Create Account" });
    await signUp.getByLabel("Email").fill("not-an-address");
    await signUp.getByLabel("Password").fill("12345");
    await signUp.getByLabel("Full name").fill("A");
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await expect(signUp.getByText("Please enter a valid email address")).toBeVisible();
    await expect(signUp.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(signUp.getByText("Name must be at least 2 characters")).toBeVisible();
  });

  test.describe(() => {
    // The common password is refused on purpose: the store answers 400.
    test.use({ allowedConsoleErrors: [failedToLoad(400)] });
    test("refuses a common password with a clear message", async ({ page }) => {
      await open(page, "/auth?tab=signup");
      const form = page.getByRole("tabpanel", { name: "Create Account" });
      await form.getByLabel("Email").fill(uniqueEmail("common"));
      await form.getByLabel("Password").fill("Password1");
      await form.getByRole("button", { name: "Create Account" }).click();
      await expectToast(page, "Sign up failed", /one of the most commonly used/);
      await expect(form.getByRole("alert")).toContainText("one of the most commonly used");
    });
  });

  test.describe(() => {
    // Signing in before verifying is refused on purpose: the store answers 403.
    test.use({ allowedConsoleErrors: [failedToLoad(403)] });
    test("signs up, verifies through the mailbox, signs out and signs in again", async ({ page }) => {
      const email = uniqueEmail("signup");
      await signUp(page, { email, fullName: "Sam Lifter" });
      await expectToast(page, "Sign up successful", "Please check your email to verify your account");

      // Not verified yet: signing in is refused with the reason.
      await open(page, "/auth");
      await fillSignIn(page, { email, password: PASSWORD });
      await expectToast(page, "Sign in failed", /verify your email address/);

      await verifyEmail(page, email);
      await expect(page.getByRole("heading", { level: 1, name: "Sam Lifter" })).toBeVisible();
      await expectSignedInMenu(page, email);

      await signOut(page);
      await open(page, "/auth");
      await fillSignIn(page, { email, password: PASSWORD });
      await expect(page).toHaveURL("/account");
      await expectToast(page, "Signed in successfully", "Welcome back!");
    });
  });

  test.describe(() => {
    // The wrong password is refused on purpose: the store answers 401.
    test.use({ allowedConsoleErrors: [failedToLoad(401)] });
    test("a wrong password shows the reason in a toast and in the form", async ({ page }) => {
      const { email } = await createAccount(page, { prefix: "wrong" });
      await signOut(page);
      await open(page, "/auth");
      await fillSignIn(page, { email, password: "not-the-password" });
      await expectToast(page, "Sign in failed", "Invalid email or password");
      await expect(page.getByRole("tabpanel", { name: "Sign In" }).getByRole("alert")).toHaveText(
        "Invalid email or password",
      );
      await expect(page.getByLabel("Email")).toHaveValue(email);
    });
  });

  test("redirects: signed out from /account to /auth and back; signed in away from /auth", async ({ page }) => {
    const { email } = await createAccount(page, { prefix: "redirect" });
    await open(page, "/auth");
    await expect(page).toHaveURL("/account");

    await signOut(page);
    await page.goto("/account?tab=settings");
    await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent("/account?tab=settings")}`);
    await fillSignIn(page, { email, password: PASSWORD });
    await expect(page).toHaveURL("/account?tab=settings");

    // Back to the page that asked (same origin only).
    await signOut(page);
    await open(page, "/auth?redirectTo=%2Fcheckout");
    await fillSignIn(page, { email, password: PASSWORD });
    await expect(page).toHaveURL("/checkout");
    await signOut(page);
    await open(page, "/auth?redirectTo=https%3A%2F%2Fevil.example%2F");
    await fillSignIn(page, { email, password: PASSWORD });
    await expect(page).toHaveURL("/account");
  });

  test("a forgotten password is reset through the e-mailed link", async ({ page }) => {
    const { email } = await createAccount(page, { prefix: "reset" });
    await signOut(page);

    await open(page, "/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    // The link swaps the sign-in form, which has an Email field too, for this one: fill only once it is here.
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "If an account exists, we sent a link" })).toBeVisible();

    const message = await openLatestMail(page, { to: email, subject: /^Reset your/ });
    const link = await message.getByRole("link", { name: /\/api\/auth\/reset-password\// }).getAttribute("href");
    await open(page, link ?? "");
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await page.getByLabel("New password").fill("Brand-New-Stack-7");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByRole("link", { name: "Sign in with your new password" }).click();

    await fillSignIn(page, { email, password: "Brand-New-Stack-7" });
    await expect(page).toHaveURL("/account");
  });

  test.describe(() => {
    // A wrong code is tried on purpose: the store answers 401.
    test.use({ allowedConsoleErrors: [failedToLoad(401)] });
    test("two-factor: enrol an authenticator app, then sign in with a code and with a backup code", async ({
      page,
    }) => {
      const { email } = await createAccount(page, { prefix: "totp" });
      const { section, secret, backupCodes } = await startTwoFactorEnrolment(page);
      expect(backupCodes).toHaveLength(10);

      await section.getByLabel("Authentication code").fill("000000");
      await section.getByRole("button", { name: "Verify and turn on" }).click();
      await expect(section.getByText("That code is not right. Please try again.")).toBeVisible();
      await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
      await confirmTwoFactor(page, { section, secret });

      await signOut(page);
      await open(page, "/auth");
      await fillSignIn(page, { email, password: PASSWORD });
      await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
      await page.getByLabel("Authentication code").fill(nextTotpCode(secret));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL("/account");
      await expectToast(page, "Signed in successfully", "Welcome back!");

      await signOut(page);
      await open(page, "/auth");
      await fillSignIn(page, { email, password: PASSWORD });
      await page.getByLabel("Authentication code").fill(backupCodes[0] ?? "");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL("/account");
    });
  });
});
