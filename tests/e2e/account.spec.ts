import { DEMO_PRODUCTS } from "~/.server/demo/products";
import { FAVORITE_TOASTS } from "~/lib/auth";
import { createAccount, expectSignedInMenu, expectToast, fillSignIn } from "./auth-helpers";
import { expect, failedToLoad, open, test } from "./fixtures";

const ONE_PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

// Each test creates an account first; password hashing is deliberately slow.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const pageProduct = DEMO_PRODUCTS.find((product) => product.stock > 0 && product.title.length > 10) ?? DEMO_PRODUCTS[0];

test.describe("account", () => {
  test("favourites: a heart on a card and on the product page, kept after reload, listed in My Favorites", async ({
    page,
  }) => {
    await createAccount(page, { prefix: "favorites" });

    await open(page, "/products");
    const card = page.getByRole("article").first();
    const cardTitle = (await card.getByRole("heading").textContent()) ?? "";
    const cardHeart = card.getByRole("button", { name: `Add ${cardTitle} to favorites` });
    await expect(cardHeart).toHaveAttribute("aria-pressed", "false");
    await cardHeart.click();
    await expect(card.getByRole("button", { name: `Remove ${cardTitle} from favorites` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectToast(page, FAVORITE_TOASTS.added.title, FAVORITE_TOASTS.added.description);

    await open(page, `/product/${pageProduct?.slug}`);
    const title = pageProduct?.title ?? "";
    await page.getByRole("button", { name: `Add ${title} to favorites` }).click();
    await expect(page.getByRole("button", { name: `Remove ${title} from favorites` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.reload();
    await expect(page.getByRole("button", { name: `Remove ${title} from favorites` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await open(page, "/account?tab=favorites");
    const favorites = page.getByRole("tabpanel", { name: "My Favorites" });
    await expect(favorites.getByRole("heading", { name: "My Favorites (2)" })).toBeVisible();
    await expect(favorites.getByRole("link", { name: title })).toBeVisible();
    await expect(favorites.getByRole("link", { name: cardTitle })).toBeVisible();

    await favorites.getByRole("button", { name: `Remove ${title} from favorites` }).click();
    await expectToast(page, FAVORITE_TOASTS.removed.title, FAVORITE_TOASTS.removed.description);
    await expect(favorites.getByRole("heading", { name: "My Favorites (1)" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Favorites (1)" })).toBeVisible();
  });

  test("checkout prefills the signed-in shopper's email", async ({ page }) => {
    const { email } = await createAccount(page, { prefix: "checkout" });
    await open(page, `/product/${pageProduct?.slug}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await open(page, "/checkout");
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  });

  test("a guest sees no hearts, and a favourite sent without a session is refused with 401", async ({
    page,
    request,
  }) => {
    await open(page, "/products");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /to favorites$/ })).toHaveCount(0);

    const response = await request.post("/api/favorites", {
      headers: { Origin: new URL(page.url()).origin },
      form: { productId: "00000000-0000-4000-8000-000000000000", favorite: "true" },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: FAVORITE_TOASTS.signInRequired });
  });

  test.describe(() => {
    // The favourite is sent after the session ended on purpose: the store answers 401.
    test.use({ allowedConsoleErrors: [failedToLoad(401)] });
    test("a heart pressed after the session ended says 'Sign in required' and reverts", async ({ page, context }) => {
      await createAccount(page, { prefix: "expired" });
      await open(page, "/products");
      const card = page.getByRole("article").first();
      const heart = card.getByRole("button", { name: /^Add .* to favorites$/ });
      await expect(heart).toBeEnabled();

      await context.clearCookies();
      await heart.click();
      await expectToast(page, FAVORITE_TOASTS.signInRequired.title, FAVORITE_TOASTS.signInRequired.description);
      await expect(card.getByRole("button", { name: /^Add .* to favorites$/ })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
    });
  });

  test("the header's links choose the tab; orders and settings show, and every tab passes axe", async ({
    page,
    expectAccessible,
  }) => {
    const { email } = await createAccount(page, { prefix: "tabs", fullName: "Taylor Tabs" });
    await open(page, "/");
    await expectSignedInMenu(page, email);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page).toHaveURL("/account?tab=settings");
    await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Taylor Tabs" })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Active sessions" }).getByText("This device")).toBeVisible();
    await expectAccessible();

    const profile = page.getByRole("region", { name: "Profile" });
    await profile.getByLabel("Display name").fill("T");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByText("Name must be at least 2 characters")).toBeVisible();
    await profile.getByLabel("Display name").fill("");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expectToast(page, "Profile updated");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome!" })).toBeVisible();

    await page.getByRole("tab", { name: "Orders" }).click();
    await expect(page).toHaveURL("/account?tab=orders");
    await expect(page.getByRole("heading", { name: "Orders (0)" })).toBeVisible();
    await expect(page.getByText("No orders yet")).toBeVisible();
    await expectAccessible();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "View Saved Items" }).click();
    await expect(page).toHaveURL("/account?tab=favorites");
    const favorites = page.getByRole("tabpanel", { name: "My Favorites" });
    await expect(favorites.getByRole("heading", { name: "My Favorites (0)" })).toBeVisible();
    await expect(favorites.getByText("No favorites yet")).toBeVisible();
    await expect(
      favorites.getByText("Browse our products and click the heart icon to save your favorites here."),
    ).toBeVisible();
    await expectAccessible();
  });

  test.describe(() => {
    // The first attempt lacks the confirmation on purpose (400), and the deleted account's sign-in is refused (401).
    test.use({ allowedConsoleErrors: [failedToLoad(400, 401)] });
    test("deleting the account needs the password and a confirmation, then signs out for good", async ({ page }) => {
      const { email, password } = await createAccount(page, { prefix: "delete" });
      await open(page, "/account?tab=settings");
      const danger = page.getByRole("region", { name: "Delete account" });
      await danger.getByLabel("Your password").fill(password);
      await danger.getByRole("button", { name: "Delete my account" }).click();
      await expect(danger.getByText("Please confirm that you want to delete your account")).toBeVisible();

      await danger.getByLabel("Your password").fill(password);
      await danger.getByLabel("I understand my account cannot be restored").check();
      await danger.getByRole("button", { name: "Delete my account" }).click();
      await expect(page).toHaveURL("/");
      await expectToast(page, "Account deleted");

      await open(page, "/auth");
      await fillSignIn(page, { email, password });
      await expectToast(page, "Sign in failed", "Invalid email or password");
    });
  });

  test("signing out other devices leaves only this one", async ({ page, browser }) => {
    const { email, password } = await createAccount(page, { prefix: "sessions" });
    const other = await browser.newPage();
    await open(other, "/auth");
    const form = other.getByRole("tabpanel", { name: "Sign In" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(other).toHaveURL("/account");

    await open(page, "/account?tab=settings");
    const sessions = page.getByRole("region", { name: "Active sessions" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await sessions.getByRole("button", { name: "Sign out other devices" }).click();
    await expectToast(page, "Signed out other devices");
    await expect(sessions.getByRole("listitem")).toHaveCount(1);

    await other.goto("/account");
    await expect(other).toHaveURL("/auth?redirectTo=%2Faccount");
    await other.close();
  });

  test("an avatar from another https site is shown", async ({ page }) => {
    await createAccount(page, { prefix: "avatar", fullName: "Ava Tar" });
    // The picture's host answers from here: no request leaves the machine.
    const avatarUrl = "https://avatars.example/u/7.png";
    await page.route(avatarUrl, (route) =>
      route.fulfill({ contentType: "image/png", body: Buffer.from(ONE_PIXEL_PNG, "base64") }),
    );
    await open(page, "/account?tab=settings");
    const profile = page.getByRole("region", { name: "Profile" });
    await profile.getByLabel("Avatar URL").fill(avatarUrl);
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expectToast(page, "Profile updated");
    // Loaded, not just present: the content security policy lets https images through.
    const avatar = page.locator(`img[src="${avatarUrl}"]`);
    await expect(avatar).toBeVisible();
    // Laid out before it has loaded: wait for the picture itself.
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  });
});
