import type { Page } from "@playwright/test";
import { nextTotpCode } from "../support/totp";
import { adminCreate, backOffice, signInAsNewOwner } from "./admin-helpers";
import {
  confirmTwoFactor,
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

test.describe("the back office", () => {
  test("an owner made by admin:create signs in with two-factor and sees every page, accessible", async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // a command, a password, an enrolment, two sign-ins and four axe scans
    const { email, secret } = await signInAsNewOwner(page);
    await signOut(page);
    await open(page, "/auth?redirectTo=%2Fadmin");
    await fillSignIn(page, { email, password: PASSWORD });
    await page.getByLabel("Authentication code").fill(nextTotpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();

    // Owners open on the dashboard.
    await expect(page).toHaveURL("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(backOffice(page).getByRole("link")).toHaveText([
      "Dashboard",
      "Orders",
      "Subscriptions",
      "Messages",
      "Reviews",
      "Products",
      "Categories",
      "Blog",
      "Stock",
      "Staff",
      "Tax",
      "Settings",
      "Audit log",
    ]);
    await expectAccessible();
    await backOffice(page).getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    await expectAccessible();
    await backOffice(page).getByRole("link", { name: "Staff" }).click();
    await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Team" }).getByRole("row", { name: new RegExp(email) }),
    ).toContainText("Owner");
    await expectAccessible();
    await backOffice(page).getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`Owner account created ${email}`) })).toBeVisible();
    await expectAccessible();

    // On a phone the sections sit in a row above the page, and only the tables scroll sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(backOffice(page).getByRole("link", { name: "Orders" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The dashboard's chart and figures fit a phone too.
    await backOffice(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("img", { name: /^Revenue by day/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test.describe(() => {
    // The shopper is refused on purpose: the back office answers 403.
    test.use({ allowedConsoleErrors: [failedToLoad(403)] });
    test("a signed-out visitor is sent to sign-in, and a shopper is refused", async ({ page }) => {
      await open(page, "/admin/orders");
      await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Forders$/);
      const email = uniqueEmail("shopper");
      await signUp(page, { email });
      await verifyEmail(page, email);
      const response = await page.goto("/admin/orders");
      expect(response?.status()).toBe(403);
      await expect(page.getByText("This page is for the store's staff only.")).toBeVisible();
    });
  });

  test("an invited member turns two-factor on before the invitation gives them a role, and is then removed", async ({
    page,
    browser,
  }) => {
    test.slow(); // two accounts in two browsers, two enrolments and e-mails through the outbox
    await signInAsNewOwner(page);
    const clerkEmail = uniqueEmail("clerk");
    await invite(page, clerkEmail);
    await expect(page.getByRole("listitem").filter({ hasText: clerkEmail })).toBeVisible();

    const clerkContext = await browser.newContext();
    const clerk = await clerkContext.newPage();
    await signUp(clerk, { email: clerkEmail });
    await verifyEmail(clerk, clerkEmail);
    const [link] = await invitationLinks(clerk, clerkEmail);
    // Signed in with the password alone, the link gives no role: two-factor must be on first.
    await open(clerk, link);
    await expect(clerk.getByText(TWO_FACTOR_FIRST)).toBeVisible();
    await expect(clerk.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
    expect((await postForm(clerk, link)).status()).toBe(403);
    await expect(clerk.goto("/admin/orders").then((response) => response?.status())).resolves.toBe(403);

    await open(clerk, link);
    await clerk.getByRole("link", { name: "Set up two-factor authentication" }).click();
    await expect(clerk).toHaveURL("/account?tab=settings");
    const { section, secret } = await startTwoFactorEnrolment(clerk);
    await confirmTwoFactor(clerk, { section, secret });
    await open(clerk, link);
    await clerk.getByRole("button", { name: "Accept invitation" }).click();
    await expect(clerk).toHaveURL("/admin/orders");
    await expect(backOffice(clerk).getByRole("link", { name: "Orders" })).toBeVisible();

    await open(page, "/admin/staff");
    const row = page.getByRole("region", { name: "Team" }).getByRole("row", { name: new RegExp(clerkEmail) });
    await expect(row).toContainText("Staff");
    await row.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Staff member removed.")).toBeVisible();
    await expect(row).toHaveCount(0);

    const refused = await clerk.goto("/admin/orders");
    expect(refused?.status()).toBe(403);
    await clerkContext.close();

    await open(page, "/admin/audit");
    for (const action of ["Member invited", "Member joined", "Member removed"]) {
      await expect(
        page.getByRole("row", { name: new RegExp(`${action} ${clerkEmail.replaceAll(".", "\\.")}`) }),
      ).toBeVisible();
    }
    // Filtered by action, the log keeps only those rows, and says so when none match.
    await page.getByRole("combobox", { name: "Action" }).selectOption({ label: "Member joined" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/action=staff\.joined/);
    const log = page.getByRole("region", { name: "Audit log" });
    await expect(
      log.getByRole("row", { name: new RegExp(`Member joined ${clerkEmail.replaceAll(".", "\\.")}`) }),
    ).toBeVisible();
    await expect(log.getByRole("row", { name: /Member invited/ })).toHaveCount(0);
    await page.getByLabel("Until").fill("2000-01-01");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No change matches these filters.")).toBeVisible();
  });

  test.describe(() => {
    // The withdrawn invitation's link is opened on purpose: the store answers 404.
    test.use({ allowedConsoleErrors: [failedToLoad(404)] });
    test("a new invitation replaces the pending one, and a withdrawn invitation stops working", async ({ page }) => {
      test.slow(); // an owner's enrolment, two invitations, the mailbox and the audit log
      await signInAsNewOwner(page);
      const clerkEmail = uniqueEmail("clerk");
      await invite(page, clerkEmail);
      await invite(page, clerkEmail);
      const pending = page.getByRole("listitem").filter({ hasText: clerkEmail });
      await expect(pending).toHaveCount(1);
      const [newest, replaced = ""] = await invitationLinks(page, clerkEmail);
      expect(replaced).toContain("/invitations/");
      await open(page, replaced);
      await expect(page.getByText(ADMIN_MESSAGES_GONE)).toBeVisible();
      await open(page, newest);
      await expect(page.getByRole("heading", { name: "Join the back office" })).toBeVisible();

      await open(page, "/admin/staff");
      await pending.getByRole("button", { name: "Withdraw" }).click();
      await expect(page.getByText(`Invitation to ${clerkEmail} withdrawn.`)).toBeVisible();
      await expect(pending).toHaveCount(0);
      await open(page, newest);
      await expect(page.getByText(ADMIN_MESSAGES_GONE)).toBeVisible();
      await open(page, "/admin/audit");
      await expect(
        page.getByRole("row", { name: new RegExp(`Invitation withdrawn ${clerkEmail.replaceAll(".", "\\.")}`) }),
      ).toBeVisible();
    });
  });

  test("a member signed in with a code cannot turn two-factor off while they have a role", async ({
    page,
    browser,
  }) => {
    test.slow(); // two accounts in two browsers, two enrolments and e-mails through the outbox
    await signInAsNewOwner(page);
    const clerkContext = await browser.newContext();
    const clerk = await clerkContext.newPage();
    await joinAsStaff({ owner: page, clerk });

    await open(clerk, "/account?tab=settings");
    const section = clerk.getByRole("region", { name: "Two-factor authentication" });
    await section.getByLabel("Your password").fill(PASSWORD);
    await section.getByRole("button", { name: "Turn off two-factor authentication" }).click();
    await expect(section.getByText(KEEP_TWO_FACTOR)).toBeVisible();
    // Better Auth's own endpoint keeps the same rule.
    const direct = await clerk.request.post("/api/auth/two-factor/disable", {
      data: { password: PASSWORD },
      headers: { Origin: new URL(clerk.url()).origin },
    });
    expect(direct.status()).toBe(403);
    await open(clerk, "/account?tab=settings");
    await expect(section.getByText("Two-factor authentication is on.")).toBeVisible();
    await open(clerk, "/admin/orders");
    await expect(clerk.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    await clerkContext.close();
  });

  test("a session opens the back office only while its account has two-factor on now", async ({ page, browser }) => {
    test.slow(); // two accounts in two browsers, two enrolments, a command and e-mails through the outbox
    await signInAsNewOwner(page);
    const clerkContext = await browser.newContext();
    const clerk = await clerkContext.newPage();
    const clerkEmail = await joinAsStaff({ owner: page, clerk });

    // Removed, the clerk may turn two-factor off; this session was signed in with a code.
    await open(page, "/admin/staff");
    const row = page.getByRole("region", { name: "Team" }).getByRole("row", { name: new RegExp(clerkEmail) });
    await row.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Staff member removed.")).toBeVisible();
    await open(clerk, "/account?tab=settings");
    const section = clerk.getByRole("region", { name: "Two-factor authentication" });
    await section.getByLabel("Your password").fill(PASSWORD);
    await section.getByRole("button", { name: "Turn off two-factor authentication" }).click();
    await expect(section.getByText("Two-factor authentication is off.")).toBeVisible();

    // Given a role again from the machine, the same session is sent to turn two-factor back on.
    await adminCreate(clerkEmail, { existing: true });
    await clerk.goto("/admin/orders");
    await expect(clerk).toHaveURL("/admin/two-factor");
    await expect(clerk.getByRole("heading", { name: "Turn on two-factor authentication" })).toBeVisible();
    await expect(backOffice(clerk).getByRole("link")).toHaveCount(0);
    await clerkContext.close();
  });
});

const TWO_FACTOR_FIRST =
  "The back office is open only to staff who sign in with a code from an authenticator app. Turn on two-factor authentication in your account settings, then open this link again to accept.";
const KEEP_TWO_FACTOR =
  "Two-factor authentication stays on while you have a back-office role: the back office is open only to staff who sign in with a code.";
const ADMIN_MESSAGES_GONE = "This invitation has expired or was already used. Ask the store's owner for a new one.";

async function invite(owner: Page, email: string) {
  await open(owner, "/admin/staff");
  await owner.getByLabel("Email address").fill(email);
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** The links of every invitation e-mailed to this address, newest first. */
async function invitationLinks(page: Page, email: string): Promise<[string, ...string[]]> {
  await openLatestMail(page, { to: email, subject: /invited to the .* back office/ });
  const links = page
    .getByRole("listitem")
    .filter({ hasText: `To ${email}` })
    .getByRole("link", { name: /\/invitations\// });
  const [newest, ...older] = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute("href") ?? ""),
  );
  if (!newest) throw new Error(`no invitation to ${email}`);
  return [newest, ...older];
}

/** Posts an empty form to a page's action, as a browser on the store's own origin does. */
function postForm(page: Page, path: string) {
  return page.request.post(path, { form: {}, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
}

/** A new account on `clerk`, invited by the owner, with two-factor on, accepted: answers its address. */
async function joinAsStaff(options: { owner: Page; clerk: Page }): Promise<string> {
  const { owner, clerk } = options;
  const clerkEmail = uniqueEmail("clerk");
  await invite(owner, clerkEmail);
  await signUp(clerk, { email: clerkEmail });
  await verifyEmail(clerk, clerkEmail);
  const { section, secret } = await startTwoFactorEnrolment(clerk);
  await confirmTwoFactor(clerk, { section, secret });
  const [link] = await invitationLinks(clerk, clerkEmail);
  await open(clerk, link);
  await clerk.getByRole("button", { name: "Accept invitation" }).click();
  await expect(clerk).toHaveURL("/admin/orders");
  return clerkEmail;
}
