import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** Fails on serious or critical accessibility violations. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** A private client address (10.x.y.z) for one test: its requests count against per-address limits of their own. */
function testClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${octet()}.${octet()}`;
}

type Fixtures = {
  expectAccessible: () => Promise<void>;
  /**
   * Console errors and uncaught page errors a test provokes on purpose (a 404 page the browser reports, a failed
   * load): each pattern names one. Anything else a page writes there fails the test, as a shopper's browser would
   * show it.
   */
  allowedConsoleErrors: RegExp[];
};

/**
 * The console error Chrome writes for a page's request answered with one of `statuses` (a refused sign-in, a 404
 * page): for `allowedConsoleErrors` in a test that provokes those answers on purpose. One pattern for several
 * statuses, because Playwright reads a two-element array given to `test.use` as a value and its options.
 */
export function failedToLoad(...statuses: number[]): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join("|")}) `);
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // Every page of the test's browser context is watched, popups and pages a test opens itself included.
  context: async ({ context, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    const report = (text: string) => {
      if (!allowedConsoleErrors.some((allowed) => allowed.test(text))) errors.push(text);
    };
    context.on("console", (message) => {
      if (message.type() === "error") report(`console.error on ${message.page()?.url()}: ${message.text()}`);
    });
    context.on("weberror", (webError) => report(`uncaught on ${webError.page()?.url()}: ${webError.error().message}`));
    await use(context);
    expect(errors, "the browser reported errors a shopper would see in the console").toEqual([]);
  },
  // Every browser shares 127.0.0.1, and the store limits sign-ups and look-ups per address. The suite's store
  // trusts loopback as a proxy (playwright.config.ts), so each test's page says it comes from an address of its
  // own: no test, and no retry, spends another's allowance.
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": testClientAddress() });
    await use(page);
  },
  expectAccessible: async ({ page }, use) => {
    await use(() => expectAccessible(page));
  },
});

/** Waits until React has hydrated the page: before that its controls are plain HTML, and a click does nothing. */
export async function waitForHydration(page: Page) {
  // React marks the nodes it has hydrated; the footer is the last part of every page's frame.
  await page.waitForFunction(() => {
    const footer = document.querySelector("footer");
    return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Waits until React has hydrated one element. A part the browser loads lazily (the error and 404 panels) hydrates
 * after the page's frame, so `waitForHydration` does not cover it.
 */
export async function waitForHydrationOf(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

/** Opens a page and waits until React has hydrated it. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

export { expect };
