import { expect, failedToLoad, test, waitForHydrationOf } from "./fixtures";

test("home page shows the hero", async ({ page, expectAccessible }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Fuel Your Everyday Fitness" })).toBeVisible();
  await expectAccessible();
});

test.describe(() => {
  // An unknown path is asked for on purpose: the store answers 404.
  test.use({ allowedConsoleErrors: [failedToLoad(404)] });
  test("an unknown path is a 404 page with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    const home = page.getByRole("link", { name: "Return to Home" });
    // Clicked before its lazily loaded panel hydrates, the link did nothing (seen once in CI).
    await waitForHydrationOf(home);
    await home.click();
    await expect(page).toHaveURL("/");
  });
});
