import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { confirmTwoFactor, fillSignIn, PASSWORD, startTwoFactorEnrolment, uniqueEmail } from "./auth-helpers";
import { expect, open } from "./fixtures";

/** Shared by the back-office browser specs. */

const run = promisify(execFile);

/** `npm run admin:create` against this run's store (its port and data folder); answers the printed link. */
export async function adminCreate(email: string, options: { existing?: boolean } = {}): Promise<string> {
  const port = process.env.E2E_PORT ?? "";
  const { stdout } = await run("npm", ["run", "--silent", "admin:create", "--", "--email", email], {
    env: { ...process.env, PORT: port, DATA_DIR: `.test-data/e2e-${port}`, LOG_LEVEL: "warn" },
  });
  expect(stdout).toContain(options.existing ? `${email} is now an owner.` : `Created the owner account ${email}.`);
  const link = stdout.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in: ${stdout}`);
  return link;
}

/** An owner made by the command, who chooses a password, signs in and turns two-factor on when asked. */
export async function signInAsNewOwner(page: Page) {
  const email = uniqueEmail("owner");
  await page.goto(await adminCreate(email));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password was changed.")).toBeVisible();

  await open(page, "/admin");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
  await fillSignIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL("/admin/two-factor");
  await expect(page.getByRole("heading", { name: "Turn on two-factor authentication" })).toBeVisible();
  // Before the second factor, the back office lists no section: none of them would open.
  await expect(backOffice(page).getByRole("link")).toHaveCount(0);
  await page.getByRole("link", { name: "Set up two-factor authentication" }).click();
  await expect(page).toHaveURL("/account?tab=settings");
  const { section, secret } = await startTwoFactorEnrolment(page);
  await confirmTwoFactor(page, { section, secret });
  return { email, secret };
}

export function backOffice(page: Page) {
  return page.getByRole("navigation", { name: "Back office" });
}

/** A back-office page's success message (a status region) with this text. */
export function editorAlert(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text });
}
