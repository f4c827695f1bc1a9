import { expect, test } from "./fixtures";

// The fixture fails a test at teardown when a page reports an error. `test.fail()` expects that failure, so these
// tests go red the day the fixture stops watching.
test.describe("the browser's console", () => {
  test("a console.error on a page fails the test", async ({ page }) => {
    test.fail();
    await page.evaluate(() => console.error("a deliberate error"));
  });

  test("an uncaught error on a page fails the test", async ({ page }) => {
    test.fail();
    const uncaught = page.waitForEvent("pageerror");
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("a deliberate uncaught error");
      });
    });
    expect((await uncaught).message).toBe("a deliberate uncaught error");
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/: a deliberate error$/] });
    test("an error the test allows does not fail it", async ({ page }) => {
      await page.evaluate(() => console.error("a deliberate error"));
    });
  });
});
