import http from "node:http";
import sharp from "sharp";
import { signInAsNewOwner } from "./admin-helpers";
import { payWith, placeOrderByForm } from "./checkout-steps";
import { expect, failedToLoad, open, test } from "./fixtures";

/**
 * The request guard (server/request-guard.ts) seen from outside the built store: posts from another origin
 * (decision 200), body limits and field counts (decision 201), action-only routes and the store's error page
 * for what it refuses.
 */

const FOREIGN =
  "This request did not come from the store's own pages, so it was refused. Please go back to the store and try again.";
const TOO_LARGE = "The request is too large.";
const NO_SUCH_PRODUCT = "0f0e7a8c-2b7e-4c1e-9d55-3c1d2a9b8e71";

/** The message of the store's error page. */
async function pageMessage(response: { text: () => Promise<string>; headers: () => Record<string, string> }) {
  expect(response.headers()["content-type"]).toContain("text/html");
  return /<p [^>]*>([^<]*)<\/p>/.exec(await response.text())?.[1]?.replaceAll("&#39;", "'");
}

/** Origins that are not the store's: another site, another port, the other scheme, an opaque one. */
function foreignOrigins(store: URL): string[] {
  return ["https://evil.example", `http://${store.hostname}:1`, `https://${store.host}`, "http://127.0.0.1", "null"];
}

/** A photo that does not compress: random pixels, well over the 64 KB every anonymous form is held to. */
async function noisyPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(400 * 300 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width: 400, height: 300, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

test.describe("the request guard", () => {
  test("a post from another origin, or with none, is refused with 403 before any route sees it", async ({
    request,
    baseURL,
  }) => {
    const store = new URL(baseURL ?? "");
    const message = { name: "Mallory", email: "m@evil.example", subject: "Hello", message: "A cross-site post" };
    for (const origin of [...foreignOrigins(store), undefined]) {
      const response = await request.post("/contact", {
        headers: origin ? { Origin: origin } : {},
        form: message,
        failOnStatusCode: false,
      });
      expect(response.status(), String(origin)).toBe(403);
      expect(await pageMessage(response)).toBe(FOREIGN);
    }
    const api = await request.post("/api/favorites", {
      headers: { Origin: "https://evil.example" },
      form: { productId: NO_SUCH_PRODUCT, favorite: "true" },
    });
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ error: FOREIGN });
    const betterAuth = await request.post("/api/auth/sign-out", { headers: { Origin: "https://evil.example" } });
    expect(betterAuth.status()).toBe(403);

    // From the store's own origin the route answers (here: the favourite needs a session).
    const own = await request.post("/api/favorites", {
      headers: { Origin: store.origin },
      form: { productId: NO_SUCH_PRODUCT, favorite: "true" },
    });
    expect(own.status()).toBe(401);
    // Payment webhooks come from the provider's servers, with no Origin: their signature is checked instead.
    const webhook = await request.post("/api/webhooks/payments/test", { data: { type: "payment.succeeded" } });
    expect(webhook.status()).not.toBe(403);
  });

  test.describe(() => {
    // A cross-site post is sent on purpose: the store answers 403.
    test.use({ allowedConsoleErrors: [failedToLoad(403)] });
    test("a page on another origin cannot refund or cancel an order with a staff member's cookie, nor change settings", async ({
      page,
      request,
      baseURL,
    }) => {
      test.slow(); // a checkout paid on the test page and an owner's enrolment
      const store = new URL(baseURL ?? "");
      const publicId = await placeOrderByForm(request, 1);
      await open(page, `/test-checkout/${publicId}`);
      const heading = await page.getByRole("heading", { name: /^Pay for order / }).textContent();
      const orderNumber = heading?.replace("Pay for order ", "") ?? "";
      await payWith(page, "4242 4242 4242 4242");
      await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
      await signInAsNewOwner(page);

      // A page on a sibling origin (same site, another port): the browser sends the Lax session cookie with its post.
      const attacker = `http://${store.hostname}:${Number(store.port) + 1}/gift`;
      await page.route(attacker, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!DOCTYPE html><html lang="en"><title>A gift</title><body>
            <form method="post" action="${store.origin}/admin/orders/${orderNumber}/refund">
              <input type="hidden" name="intent" value="cancel">
              <input type="hidden" name="idempotencyKey" value="forged-${Date.now()}">
              <input type="hidden" name="restock" value="on">
              <button>Claim your gift</button>
            </form></body></html>`,
        }),
      );
      await page.goto(attacker);
      const [answer] = await Promise.all([
        page.waitForResponse(`${store.origin}/admin/orders/${orderNumber}/refund`),
        page.getByRole("button", { name: "Claim your gift" }).click(),
      ]);
      expect(answer.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Error" })).toBeVisible();
      await expect(page.getByText(FOREIGN)).toBeVisible();
      await open(page, `/admin/orders/${orderNumber}`);
      await expect(
        page.getByRole("region", { name: "Refunds and cancellation" }).getByText("No refunds yet."),
      ).toBeVisible();

      // The same member's cookie on plain HTTP posts: only the store's exact origin gets through to the action.
      for (const origin of [...foreignOrigins(store), undefined]) {
        const response = await page.request.post("/admin/settings", {
          headers: origin ? { Origin: origin } : {},
          form: { intent: "none-such" },
          failOnStatusCode: false,
        });
        expect(response.status(), String(origin)).toBe(403);
      }
      const own = await page.request.post("/admin/settings", {
        headers: { Origin: store.origin },
        form: { intent: "none-such" },
        failOnStatusCode: false,
      });
      expect(own.status()).toBe(400);

      // A photo upload over 64 KB: a member gets it to the action (no such product here), anyone else a 413.
      const photo = { name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: await noisyPhoto() };
      expect(photo.buffer.length).toBeGreaterThan(64 * 1024);
      const photos = `/admin/products/${NO_SUCH_PRODUCT}/photos`;
      const upload = { headers: { Origin: store.origin }, multipart: { intent: "upload", photos: photo } };
      expect((await page.request.post(photos, { ...upload, failOnStatusCode: false })).status()).toBe(404);
      const anonymous = await request.post(photos, { ...upload, failOnStatusCode: false });
      expect(anonymous.status()).toBe(413);
      expect(await pageMessage(anonymous)).toBe(TOO_LARGE);
    });
  });

  test("an anonymous 31 MB upload is refused from its headers, before its body is sent", async ({ baseURL }) => {
    const store = new URL(baseURL ?? "");
    const status = await new Promise<number>((resolve, reject) => {
      const post = http.request(new URL(`/admin/products/${NO_SUCH_PRODUCT}/photos`, store), {
        method: "POST",
        headers: {
          Origin: store.origin,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(31 * 1024 * 1024),
        },
      });
      post.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        post.destroy();
      });
      post.on("error", reject);
      // One chunk, and the rest never: only an answer given without reading the body arrives.
      post.write(Buffer.alloc(16 * 1024, 97));
    });
    expect(status).toBe(413);
  });

  test("a form with more fields than any of the store's is refused with 413", async ({ request, baseURL }) => {
    const fields = Array.from({ length: 1001 }, (_, i) => `f${i}=`).join("&");
    const response = await request.post("/contact", {
      headers: { Origin: new URL(baseURL ?? "").origin, "Content-Type": "application/x-www-form-urlencoded" },
      data: fields,
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(413);
    expect(await pageMessage(response)).toBe("The form has too many fields (at most 1000).");
  });

  test("a GET on a route that only takes posts answers 405 with Allow: POST", async ({ request }) => {
    for (const path of ["/admin/orders/1001/refund", "/api/admin/owner", "/api/admin/backup"]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await request.fetch(path, { method, failOnStatusCode: false, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow).toBe("POST");
      }
    }
    const page = await request.get("/admin/orders/1001/refund", { failOnStatusCode: false });
    expect(await pageMessage(page)).toBe("This address only takes POST requests.");
    const api = await request.get("/api/admin/owner", { failOnStatusCode: false });
    expect(await api.json()).toEqual({ error: "This address only takes POST requests." });
  });

  test.describe(() => {
    // A form too large is sent on purpose: the store answers 413.
    test.use({ allowedConsoleErrors: [failedToLoad(413)] });
    test("a form too large for the store gets the store's error page, in words", async ({ page }) => {
      await open(page, "/contact");
      // The contact form, its message made far longer than any form of the store, sent as a browser sends it.
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await page.evaluate(() => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = "/contact";
        const message = document.createElement("textarea");
        message.name = "message";
        message.value = "a".repeat(100 * 1024);
        form.append(message);
        document.body.append(form);
        form.submit();
      });
      expect((await answer).status()).toBe(413);
      await expect(page.getByRole("heading", { name: "Error" })).toBeVisible();
      await expect(page.getByRole("alert")).toContainText(TOO_LARGE);
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
      // In the store's look: its own stylesheet.
      await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute("href", /^\/assets\/app-[\w-]+\.css$/);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    });
  });
});
