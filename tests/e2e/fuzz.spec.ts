import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Generated bad input against every form and API of the running store: none may answer 5xx, and the store must
 * still answer /healthz quickly afterwards. The generator is seeded (FUZZ_SEED replays a failure) and bounded
 * in count and in time, so a slow machine sends fewer requests rather than failing on time.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const MAX_REQUESTS = 2000;
const TIME_BUDGET_MS = 120_000;

/** mulberry32: small, fast and the same on every machine. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

type Random = ReturnType<typeof randomFrom>;

/** Where forms post, with the fields each reads. */
const FORMS: Record<string, string[]> = {
  "/auth": ["intent", "email", "password", "fullName", "code", "redirectTo", "provider"],
  "/auth/reset-password": ["token", "password"],
  "/account": ["intent", "displayName", "avatarUrl", "currentPassword", "newPassword", "password", "code", "confirm"],
  "/contact": ["name", "email", "subject", "message"],
  "/reviews": ["productId", "rating", "title", "body", "name"],
  "/checkout": ["lines", "email", "firstName", "lastName", "address", "city", "state", "zip", "delivery", "key"],
  "/track-order": ["orderNumber", "email"],
  "/api/favorites": ["productId", "favorite"],
};

const JSON_APIS = [
  "/api/local-delivery",
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/update-user",
  "/api/auth/request-password-reset",
  "/api/auth/two-factor/verify-totp",
  "/api/auth/delete-user",
  "/api/webhooks/payments/test",
];

const PAGES = [
  "/product/",
  "/products?category=",
  "/search?q=",
  "/blog/",
  "/brands/",
  "/api/orders/",
  "/api/search-suggestions?q=",
  "/api/products?ids=",
  "/track-order?orderNumber=",
  "/order-success?orderId=",
  "/images/",
];

const HUGE = "A".repeat(100 * 1024);

/** Text values from each class of bad input. */
function badText(random: Random): string {
  return random.pick([
    () => "",
    () => "\0",
    () => `a\0b`,
    () => HUGE,
    () => "x".repeat(1 + Math.floor(random.next() * 300)),
    () => "\uFFFD\uD800",
    () => "<script>alert(1)</script>",
    () => "' OR 1=1 --",
    () => "../../etc/passwd",
    () => "%00%ZZ%E0%A4%A",
    () => "🙂".repeat(50),
    () => String(Math.floor(random.next() * 1e12) - 5e11),
    () => "NaN",
    () => "[]",
    () => '{"a":',
  ])();
}

/** Path segments that do not decode, or decode to something no route expects. */
function badSegment(random: Random): string {
  return random.pick(["%00", "%E0%A4%A", "%ZZ", "%C0%AF", "a%00b", "%FF%FE", "..%2F..%2F", "x".repeat(3000), "🙂", ""]);
}

/** A bad text as a query value; lone surrogates cannot be percent-encoded, so they go as U+FFFD. */
function queryValue(random: Random): string {
  return encodeURIComponent(badText(random).replace(/[\uD800-\uDFFF]/g, "\uFFFD")).slice(0, 4000);
}

type Attempt = { label: string; method: string; path: string; headers: Record<string, string>; data?: string | Buffer };

function formBody(random: Random, fields: string[]): string {
  const params = new URLSearchParams();
  for (const field of fields) if (random.next() < 0.7) params.append(field, badText(random));
  return params.toString();
}

function multipartBody(random: Random, fields: string[]): { body: Buffer; type: string } {
  const boundary = `fuzz${Math.floor(random.next() * 1e9)}`;
  const parts = fields
    .filter(() => random.next() < 0.7)
    .map((field) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${badText(random)}\r\n`);
  // Sometimes cut short or never closed: a multipart body that does not parse.
  const end = random.next() < 0.3 ? "" : `--${boundary}--\r\n`;
  return { body: Buffer.from(parts.join("") + end), type: `multipart/form-data; boundary=${boundary}` };
}

/** Bytes that are not UTF-8. */
function invalidUtf8(random: Random): Buffer {
  return Buffer.from(
    Array.from({ length: 1 + Math.floor(random.next() * 64) }, () => 0x80 + Math.floor(random.next() * 0x7f)),
  );
}

function nextAttempt(random: Random, origin: string): Attempt {
  const headers: Record<string, string> = random.next() < 0.7 ? { Origin: origin } : {};
  const kind = random.pick(["form", "form", "json", "page", "method"] as const);
  if (kind === "page") {
    const prefix = random.pick(PAGES);
    const path = prefix + (prefix.includes("?") ? `${queryValue(random)}${badSegment(random)}` : badSegment(random));
    return { label: `GET ${prefix}`, method: "GET", path, headers };
  }
  if (kind === "method") {
    const path = random.pick([...Object.keys(FORMS), ...JSON_APIS]);
    const method = random.pick(["PUT", "PATCH", "DELETE", "OPTIONS", "GET", "HEAD", "PROPFIND"]);
    return {
      label: `${method} ${path}`,
      method,
      path,
      headers,
      data: random.next() < 0.5 ? badText(random) : undefined,
    };
  }
  const [path, fields] =
    kind === "form"
      ? random.pick(Object.entries(FORMS))
      : [random.pick(JSON_APIS), ["email", "password", "name", "code"]];
  const shape = random.pick(["urlencoded", "multipart", "json", "text", "empty", "utf8", "wrong-type"] as const);
  const label = `POST ${path} ${shape}`;
  switch (shape) {
    case "urlencoded":
      return {
        label,
        method: "POST",
        path,
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        data: formBody(random, fields),
      };
    case "multipart": {
      const { body, type } = multipartBody(random, fields);
      return { label, method: "POST", path, headers: { ...headers, "Content-Type": type }, data: body };
    }
    case "json": {
      const value = Object.fromEntries(fields.map((field) => [field, random.next() < 0.2 ? 42 : badText(random)]));
      const text = random.next() < 0.2 ? '{"email":' : JSON.stringify(random.next() < 0.1 ? [value] : value);
      return { label, method: "POST", path, headers: { ...headers, "Content-Type": "application/json" }, data: text };
    }
    case "text":
      return {
        label,
        method: "POST",
        path,
        headers: { ...headers, "Content-Type": "text/plain" },
        data: badText(random),
      };
    case "empty":
      return { label, method: "POST", path, headers };
    case "utf8":
      return {
        label,
        method: "POST",
        path,
        headers: { ...headers, "Content-Type": random.pick(["application/x-www-form-urlencoded", "application/json"]) },
        data: invalidUtf8(random),
      };
    case "wrong-type":
      return {
        label,
        method: "POST",
        path,
        headers: {
          ...headers,
          "Content-Type": random.pick([
            "application/xml",
            "image/png",
            "multipart/form-data",
            "text/html; charset=utf-7",
          ]),
        },
        data: formBody(random, fields),
      };
  }
}

/**
 * One attempt, sent again once if the connection was reset: a connection the store closed after refusing the
 * previous request unread can be reset under the next one. Two resets in a row are an answer missing.
 */
async function send(request: APIRequestContext, attempt: Attempt) {
  try {
    return await fetchOnce(request, attempt);
  } catch (error) {
    if (!/ECONNRESET|EPIPE|socket hang up/.test(String(error))) throw error;
    return fetchOnce(request, { ...attempt, headers: { ...attempt.headers, Connection: "close" } });
  }
}

/** Where the fuzz's requests come from, through the trusted loopback "proxy" (playwright.config.ts). */
const FUZZ_CLIENT = "198.51.100.77";

async function fetchOnce(request: APIRequestContext, attempt: Attempt) {
  return request.fetch(attempt.path, {
    method: attempt.method,
    // Its own rate-limit counters: the other specs' sign-ups from 127.0.0.1 must not find them used up.
    headers: { ...attempt.headers, "X-Forwarded-For": FUZZ_CLIENT },
    data: attempt.data,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 30_000,
  });
}

test.describe("fuzzing every form and API", () => {
  test.setTimeout(TIME_BUDGET_MS + 120_000);

  test(`bad input never gets a 5xx, and the store stays quick (seed ${SEED})`, async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const random = randomFrom(SEED);
    const started = Date.now();
    const failures: string[] = [];
    let sent = 0;
    for (; sent < MAX_REQUESTS && Date.now() - started < TIME_BUDGET_MS; sent += 1) {
      const attempt = nextAttempt(random, origin);
      const response = await send(request, attempt);
      if (response.status() >= 500)
        failures.push(`#${sent} ${attempt.label} ${attempt.path.slice(0, 80)}: ${response.status()}`);
    }
    test.info().annotations.push({ type: "fuzz", description: `seed ${SEED}: ${sent} requests` });
    expect(failures, `seed ${SEED}, ${sent} requests`).toEqual([]);
    expect(sent).toBeGreaterThan(100);

    const healthStarted = Date.now();
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(Date.now() - healthStarted).toBeLessThan(2000);
  });
});
