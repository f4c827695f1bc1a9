import { nextTotpCode } from "../support/totp";
import { backOffice, signInAsNewOwner } from "./admin-helpers";
import { fillSignIn, openLatestMail, PASSWORD, signOut, signUp, uniqueEmail, verifyEmail } from "./auth-helpers";
import { expect, open, test } from "./fixtures";

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
    await expect(page.getByRole("row", { name: new RegExp(`owner\\.created ${email}`) })).toBeVisible();
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

  test("an owner invites a staff member, who accepts and is then removed", async ({ page, browser }) => {
    test.slow(); // two accounts in two browsers, an enrolment and e-mails through the outbox
    await signInAsNewOwner(page);
    const clerkEmail = uniqueEmail("clerk");
    await open(page, "/admin/staff");
    await page.getByLabel("Email address").fill(clerkEmail);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${clerkEmail}.`)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: clerkEmail })).toBeVisible();

    const clerkContext = await browser.newContext();
    const clerk = await clerkContext.newPage();
    await signUp(clerk, { email: clerkEmail });
    await verifyEmail(clerk, clerkEmail);
    const mail = await openLatestMail(clerk, { to: clerkEmail, subject: /invited to the .* back office/ });
    const link = await mail.getByRole("link", { name: /\/invitations\// }).getAttribute("href");
    await open(clerk, link ?? "");
    await expect(clerk.getByRole("heading", { name: "Join the back office" })).toBeVisible();
    await clerk.getByRole("button", { name: "Accept invitation" }).click();
    await expect(clerk).toHaveURL("/admin/two-factor");
    await expect(clerk.getByRole("link", { name: "Set up two-factor authentication" })).toBeVisible();

    await open(page, "/admin/staff");
    const row = page.getByRole("region", { name: "Team" }).getByRole("row", { name: new RegExp(clerkEmail) });
    await expect(row).toContainText("Staff");
    await row.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Staff member removed.")).toBeVisible();
    await expect(row).toHaveCount(0);

    const refused = await clerk.goto("/admin/two-factor");
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
});
