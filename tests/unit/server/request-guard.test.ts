import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PHOTO_UPLOAD_LIMIT_BYTES } from "~/lib/product-photos";
import {
  DEFAULT_BODY_LIMIT_BYTES,
  MAX_FORM_FIELDS,
  REQUEST_GUARD_MESSAGES,
  requestGuard,
} from "../../../server/request-guard";
import type { AppEnv } from "../../../server/types";

const STORE = "http://127.0.0.1";
/** The session cookie the fake staff check below believes. */
const STAFF_COOKIE = "better-auth.session_token=staff";

/**
 * The guard in front of a route that reads the form (or JSON) the way the store's actions do. The store's
 * origin, staff check and route table are the store's in the browser tests (tests/e2e/request-guard.spec.ts).
 */
function guardedApp() {
  const app = new Hono<AppEnv>();
  app.use(
    requestGuard({
      storeOrigin: () => STORE,
      hasStaffSession: async (request) => request.headers.get("cookie") === STAFF_COOKIE,
      isActionOnly: (path) => /^\/(?:api\/webhooks\/.*|admin\/orders\/[^/]+\/refund(?:\.data)?)$/.test(path),
    }),
  );
  app.all("*", async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (type.startsWith("application/json")) return c.json({ read: await c.req.json() });
    if (c.req.method === "GET") return c.text(`page ${decodeURIComponent(c.req.path)}`);
    return c.json({ read: Object.fromEntries(await c.req.raw.formData()) });
  });
  return app;
}

const app = guardedApp();
/** A post from the store's own page, as a browser sends it: with its Origin. */
const post = (path: string, init: RequestInit) =>
  app.request(`${STORE}${path}`, { method: "POST", ...init, headers: { origin: STORE, ...init.headers } });
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** A body sent in chunks with no Content-Length, as `Transfer-Encoding: chunked` does. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(16 * 1024, bytes - sent)).fill(97);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/** The message of the store's error page the guard answers a page request with. */
async function pageMessage(response: Response): Promise<string | undefined> {
  expect(response.headers.get("content-type")).toContain("text/html");
  const html = await response.text();
  return /<p [^>]*>([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll("&#39;", "'");
}

const PRODUCT_ID = "0f0e7a8c-2b7e-4c1e-9d55-3c1d2a9b8e71";

/** The photo page's upload form, as a browser sends it: multipart, with one photo of `bytes`. */
function photoUpload(bytes: number): FormData {
  const body = new FormData();
  body.set("intent", "upload");
  body.append("photos", new Blob([new Uint8Array(bytes).fill(255)], { type: "image/jpeg" }), "IMG_0001.jpg");
  return body;
}

describe("requestGuard", () => {
  it("lets an ordinary form, JSON to a JSON API and a plain page through untouched", async () => {
    const sent = await post("/contact", { body: form({ name: "Ada", message: "Hello" }) });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ read: { name: "Ada", message: "Hello" } });
    const json = await post("/api/auth/sign-in/email", {
      body: JSON.stringify({ email: "a@example.com" }),
      headers: { "content-type": "application/json" },
    });
    expect(await json.json()).toEqual({ read: { email: "a@example.com" } });
    expect(await (await app.request("/product/whey")).text()).toBe("page /product/whey");
  });

  it("answers 413 to a body over the limit, with or without Content-Length", async () => {
    const big = "a".repeat(DEFAULT_BODY_LIMIT_BYTES + 1);
    const declared = await post("/api/auth/update-user", {
      body: JSON.stringify({ name: big }),
      headers: { "content-type": "application/json" },
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: REQUEST_GUARD_MESSAGES.tooLarge });
    const streamed = await post("/contact", {
      body: chunked(DEFAULT_BODY_LIMIT_BYTES * 4),
      headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Webhooks take more, up to their own limit.
    const event = await post("/api/webhooks/payments/test", {
      body: JSON.stringify({ note: "x".repeat(DEFAULT_BODY_LIMIT_BYTES) }),
      headers: { "content-type": "application/json" },
    });
    expect(event.status).toBe(200);
  });

  it("lets a staff member's photo upload and an article's form with its cover carry more than a form, and only there (decisions 174, 178, 201)", async () => {
    const photos = `/admin/products/${PRODUCT_ID}/photos`;
    const staffPost = (path: string, init: RequestInit) => post(path, { ...init, headers: { cookie: STAFF_COOKIE } });
    const upload = await staffPost(photos, { body: photoUpload(100 * 1024) });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ read: { intent: "upload" } });
    // React Router's data request reaches the same action.
    expect((await staffPost(`${photos}.data`, { body: photoUpload(100 * 1024) })).status).toBe(200);
    for (const path of ["/admin/blog/new", `/admin/blog/${PRODUCT_ID}`]) {
      expect((await staffPost(path, { body: photoUpload(100 * 1024) })).status, path).toBe(200);
    }
    // Anyone else has the standard limit there too.
    expect((await post(photos, { body: photoUpload(100 * 1024) })).status).toBe(413);
    for (const path of [
      "/contact",
      `/admin/products/${PRODUCT_ID}`,
      `/admin/products/${PRODUCT_ID}/photos/more`,
      "/admin/blog",
      `/admin/blog/${PRODUCT_ID}/more`,
    ]) {
      const refused = await staffPost(path, { body: photoUpload(100 * 1024) });
      expect(refused.status, path).toBe(413);
      expect(await pageMessage(refused)).toBe(REQUEST_GUARD_MESSAGES.tooLarge);
    }
  });

  it("answers 413 to a photo upload over its own limit, saying how much may be sent", async () => {
    // Streamed, so the test holds a chunk at a time; the guard reads up to the limit and stops.
    const response = await post(`/admin/products/${PRODUCT_ID}/photos`, {
      body: chunked(PHOTO_UPLOAD_LIMIT_BYTES + 1),
      headers: {
        "content-type": "multipart/form-data; boundary=photos",
        "transfer-encoding": "chunked",
        cookie: STAFF_COOKIE,
      },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await pageMessage(response)).toBe(REQUEST_GUARD_MESSAGES.photosTooLarge);
    expect(REQUEST_GUARD_MESSAGES.photosTooLarge).toBe("Send at most 32 MB of photos at a time.");
  });

  it("answers 400 to a NUL character in the address, the query, a form field or JSON", async () => {
    for (const path of ["/product/%00", "/search?q=a%00b", "/product/%E0%A4%A"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect(await pageMessage(response)).toBe(REQUEST_GUARD_MESSAGES.badAddress);
    }
    const field = await post("/checkout", { body: form({ email: "a\0@example.com" }) });
    expect(field.status).toBe(400);
    expect(await pageMessage(field)).toBe(REQUEST_GUARD_MESSAGES.nulCharacter);
    const multipart = new FormData();
    multipart.set("message", "hi\0there");
    expect((await post("/contact", { body: multipart })).status).toBe(400);
    const json = await post("/api/auth/update-user", {
      body: JSON.stringify({ name: { first: "A\u0000" } }),
      headers: { "content-type": "application/json" },
    });
    expect(json.status).toBe(400);
  });

  it("answers 415 to a non-form body sent to a form action, and 400 to a form that does not parse", async () => {
    const cases: [string, RequestInit][] = [
      ["/auth", { body: JSON.stringify({ intent: "sign-in" }), headers: { "content-type": "application/json" } }],
      ["/account", { body: "intent=update-profile", headers: { "content-type": "text/plain" } }],
      ["/reviews", {}],
      ["/api/favorites", { body: "{}", headers: { "content-type": "application/json" } }],
      ["/auth.data", { body: "{}", headers: { "content-type": "application/json" } }],
    ];
    for (const [path, init] of cases) {
      const response = await post(path, init);
      expect(response.status, path).toBe(415);
    }
    const broken = await post("/contact", {
      body: "--nope\r\n",
      headers: { "content-type": "multipart/form-data; boundary=other" },
    });
    expect(broken.status).toBe(400);
    expect(await pageMessage(broken)).toBe(REQUEST_GUARD_MESSAGES.badForm);
    const badJson = await post("/api/local-delivery", { body: "{", headers: { "content-type": "application/json" } });
    expect(badJson.status).toBe(400);
  });

  it("answers 405 to a method no route takes", async () => {
    const response = await app.request("/checkout", { method: "PROPFIND", body: "<propfind/>" });
    expect(response.status).toBe(405);
    expect(await pageMessage(response)).toBe(REQUEST_GUARD_MESSAGES.unknownMethod);
    expect((await app.request("/api/favorites", { method: "OPTIONS" })).status).toBe(405);
  });

  it("answers 405 with Allow: POST to any other method on a webhook", async () => {
    for (const method of ["GET", "HEAD", "PUT"]) {
      const response = await app.request("/api/webhooks/payments/square", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
    }
  });

  it("answers 413 to a form with more fields than any form of the store, urlencoded or multipart (decision 201)", async () => {
    const many = new URLSearchParams(Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => [`f${i}`, ""]));
    const urlencoded = await post("/contact", { body: many });
    expect(urlencoded.status).toBe(413);
    expect(await pageMessage(urlencoded)).toBe(REQUEST_GUARD_MESSAGES.tooManyFields);
    // Under a staff member's larger limit, where the fields, not the bytes, are too many.
    const multipart = new FormData();
    for (let i = 0; i <= MAX_FORM_FIELDS; i++) multipart.append("f", "");
    const photos = await post(`/admin/products/${PRODUCT_ID}/photos`, {
      body: multipart,
      headers: { cookie: STAFF_COOKIE },
    });
    expect(photos.status).toBe(413);
    expect(await pageMessage(photos)).toBe(REQUEST_GUARD_MESSAGES.tooManyFields);
    // As many as the cap is still a form.
    many.delete("f0");
    expect((await post("/contact", { body: many })).status).toBe(200);
  });

  it("answers 403 to a post whose Origin is not exactly the store's, or has none; webhooks and commands are exempt (decision 200)", async () => {
    for (const origin of ["https://evil.example", "https://127.0.0.1", "http://127.0.0.1:8080", "null", undefined]) {
      const headers: Record<string, string> = origin ? { origin } : {};
      const response = await app.request(`${STORE}/admin/settings`, { method: "POST", body: form({}), headers });
      expect(response.status, origin).toBe(403);
      expect(await pageMessage(response)).toBe(REQUEST_GUARD_MESSAGES.foreignOrigin);
    }
    const api = await app.request(`${STORE}/api/favorites`, {
      method: "DELETE",
      headers: { origin: "https://evil.example" },
    });
    expect(await api.json()).toEqual({ error: REQUEST_GUARD_MESSAGES.foreignOrigin });
    for (const path of ["/api/webhooks/payments/test", "/api/admin/owner", "/api/admin/backup"]) {
      const response = await app.request(`${STORE}${path}`, { method: "POST", body: form({}) });
      expect(response.status, path).toBe(200);
    }
  });

  it("answers 405 with Allow: POST to any other method on an action-only route", async () => {
    for (const method of ["GET", "HEAD", "PUT"]) {
      const response = await app.request("/admin/orders/1001/refund", { method, headers: { origin: STORE } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
    }
  });
});
