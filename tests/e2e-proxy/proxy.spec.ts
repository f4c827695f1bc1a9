import type { Browser, Page } from "@playwright/test";
import { createAccount, expectSignedInMenu, expectToast, fillSignIn, signOut } from "../e2e/auth-helpers";
import { expect, open, test } from "../e2e/fixtures";
import { CUSTOMER_FORM } from "../support/checkout-customer";

/**
 * The store behind nginx terminating TLS (playwright.proxy.config.ts): the browser uses https, the store
 * sees plain HTTP from 127.0.0.1. Every form must still work, and rate limits must count per shopper.
 * The store trusts two hops (TRUST_PROXY=2): nginx, and a load balancer in front of it, which these tests
 * play by sending the X-Forwarded-For header such a balancer would.
 */

function field(page: Page, name: string) {
  return page.getByRole("textbox", { name, exact: true });
}

test("a guest buys through the proxy with the test provider", async ({ page }) => {
  await open(page, "/products");
  await page.getByRole("region", { name: "Products" }).getByRole("article").first().getByRole("link").first().click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page
    .getByRole("dialog", { name: /^Your Cart \(\d+\)$/ })
    .getByRole("button", { name: "Checkout" })
    .click();
  await page
    .getByRole("dialog", { name: "Sign in for a Faster Checkout" })
    .getByRole("link", { name: "CONTINUE AS GUEST" })
    .click();
  await expect(page).toHaveURL("/checkout");
  for (const [label, value] of Object.entries(CUSTOMER_FORM)) await field(page, label).fill(value);
  await page.getByRole("button", { name: "Proceed to Test Payments Checkout" }).click();

  await expect(page).toHaveURL(/\/test-checkout\/[A-Za-z0-9_-]{22}$/);
  await field(page, "Card number").fill("4242 4242 4242 4242");
  await field(page, "Expiry (MM/YY)").fill("12/49");
  await field(page, "CVC").fill("123");
  await field(page, "Name on card").fill("Dana Rivera");
  await page.getByRole("button", { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/^https:\/\/localhost:\d+\/order-success\?orderId=/);
  await expect(page.getByRole("region", { name: "Order Details" })).toContainText("Paid", { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
});

test("a shopper signs up, verifies, signs out and signs in again through the proxy", async ({ page }) => {
  const { email, password } = await createAccount(page, { prefix: "proxy" });
  await expectSignedInMenu(page, email);
  await signOut(page);

  await open(page, "/auth");
  await fillSignIn(page, { email, password });
  await expect(page).toHaveURL("/account");
  await expectToast(page, "Signed in successfully", "Welcome back!");
  // Behind TLS the session cookie is a secure one.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name.includes("session_token"))).toMatchObject({
    name: "__Secure-better-auth.session_token",
    secure: true,
    httpOnly: true,
  });
});

/** A browser of its own whose requests reach nginx through a load balancer that saw `address`. */
async function shopperAt(browser: Browser, forwardedFor: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": forwardedFor } });
  return context.newPage();
}

async function sendContactMessage(page: Page, subject: string) {
  await open(page, "/contact");
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByRole("textbox", { name: "Name" }).fill("Dana Rivera");
  await form.getByRole("textbox", { name: "Email" }).fill("dana@example.com");
  await form.getByRole("textbox", { name: "Subject" }).fill(subject);
  await form.getByRole("textbox", { name: "Message" }).fill("Is the vanilla whey gluten free?");
  await form.getByRole("button", { name: "Send Message" }).click();
}

const SENT = "Thanks, Dana Rivera! We received your message and will reply within one business day.";
const LIMITED = /^You have sent several messages in a short time\./;

test("the contact form works through the proxy, and two shoppers do not share a limit", async ({ browser }) => {
  const first = await shopperAt(browser, "203.0.113.10");
  for (let sent = 1; sent <= 5; sent++) {
    await sendContactMessage(first, `Question ${sent}`);
    await expect(first.getByText(SENT)).toBeVisible();
  }
  await sendContactMessage(first, "Question 6");
  await expect(first.getByText(LIMITED)).toBeVisible();

  // An address the shopper writes in front of the balancer's own changes nothing.
  const spoofing = await shopperAt(browser, "198.51.100.99, 203.0.113.10");
  await sendContactMessage(spoofing, "Question 7");
  await expect(spoofing.getByText(LIMITED)).toBeVisible();

  const second = await shopperAt(browser, "203.0.113.20");
  await sendContactMessage(second, "A different shopper");
  await expect(second.getByText(SENT)).toBeVisible();
});

test("a post from another site is refused; the mailbox and headers stay locked down", async ({ request }) => {
  const foreign = await request.post("/contact", {
    headers: { Origin: "https://evil.example" },
    form: { name: "Mallory", email: "m@evil.example", subject: "Hello", message: "A cross-site post" },
  });
  expect(foreign.status()).toBe(403);

  const page = await request.get("/");
  expect(page.headers()["content-security-policy"]).toContain("form-action 'self'");
  expect(page.headers()["permissions-policy"]).toContain("camera=()");
  const mailbox = await request.get("/dev/mail");
  expect(mailbox.status()).toBe(200);
  expect(mailbox.headers()["cache-control"]).toBe("no-store");
});
