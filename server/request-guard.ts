import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { PHOTO_UPLOAD_LIMIT_BYTES } from "~/lib/product-photos";
import { PRODUCT_IMPORT_LIMIT_BYTES } from "~/lib/products-csv";
import type { AppEnv } from "./types";

/**
 * Requests the store cannot read are answered here with a 4xx and a message, before any route parses them
 * (decision 075): bodies over a size limit, addresses and fields carrying a NUL character (PostgreSQL refuses
 * it in text, which would surface as a 500), bodies that are not what their Content-Type says, non-form
 * bodies sent to form actions, and methods a webhook does not take.
 */

/** Every form of the store fits in a few kilobytes; payment events are bigger. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;
const WEBHOOK_PREFIX = "/api/webhooks/";
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;
/**
 * The back office's forms with files: product photos (decision 174), an article's cover with its text (decision 178),
 * a category's picture or a brand's logo (decision 190) and the catalogue import (decision 176).
 */
const PHOTO_UPLOAD_PATH = /^\/admin\/(?:products\/[^/]+\/photos|blog\/[^/]+|categories)$/;
const PRODUCT_IMPORT_PATH = "/admin/products/import";

/** API routes that read JSON (Better Auth, the local-delivery check) or a raw body (webhooks); the rest read forms. */
const NON_FORM_PREFIXES = ["/api/auth/", "/api/local-delivery", WEBHOOK_PREFIX];

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** React Router throws (and logs a stack trace) on any other method, e.g. OPTIONS or WebDAV's PROPFIND. */
const KNOWN_METHODS = new Set(["GET", "HEAD", ...BODY_METHODS]);

export const REQUEST_GUARD_MESSAGES = {
  badAddress: "This address is not valid.",
  tooLarge: "The request is too large.",
  photosTooLarge: `Send at most ${PHOTO_UPLOAD_LIMIT_BYTES / 1024 / 1024} MB of photos at a time.`,
  importTooLarge: `Import a file of at most ${PRODUCT_IMPORT_LIMIT_BYTES / 1024 / 1024} MB.`,
  badForm: "The form could not be read. Please send it again from the store's page.",
  notForm: "Please send this form from the store's page.",
  badJson: "The request body is not valid JSON.",
  nulCharacter: "The request contains a character the store does not accept.",
  webhookMethod: "Payment webhooks are delivered with POST.",
  unknownMethod: "This method is not allowed.",
} as const;

function refuse(c: Context, status: 400 | 405 | 413 | 415, message: string): Response {
  const headers = { "Cache-Control": "no-store" };
  return c.req.path.startsWith("/api/")
    ? c.json({ error: message }, status, headers)
    : c.text(message, status, headers);
}

/** The path as routes see it: percent-decoded. null when its encoding is broken. */
function decodedPath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes("\0") || hasNul(v));
  return false;
}

/** React Router's data requests (`/auth.data`) reach the same action as the page's address. */
function routePath(path: string): string {
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

function readsForm(path: string): boolean {
  const route = routePath(path);
  return !NON_FORM_PREFIXES.some((prefix) => route === prefix.replace(/\/$/, "") || route.startsWith(prefix));
}

/** The body checked against its Content-Type, read from a copy so the route can still read it. */
async function bodyProblem(
  request: Request,
  formOnly: boolean,
): Promise<{ status: 400 | 415; message: string } | null> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (FORM_TYPES.includes(type)) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    if (!form) return { status: 400, message: REQUEST_GUARD_MESSAGES.badForm };
    const strings = [...form.entries()].flatMap(([name, value]) =>
      typeof value === "string" ? [name, value] : [name],
    );
    return hasNul(strings) ? { status: 400, message: REQUEST_GUARD_MESSAGES.nulCharacter } : null;
  }
  if (formOnly) return { status: 415, message: REQUEST_GUARD_MESSAGES.notForm };
  if (type === "application/json") {
    const text = await request.clone().text();
    if (!text) return null;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { status: 400, message: REQUEST_GUARD_MESSAGES.badJson };
    }
    return hasNul(json) ? { status: 400, message: REQUEST_GUARD_MESSAGES.nulCharacter } : null;
  }
  return null;
}

/** The limit of the two upload forms' paths; every other form has the standard one. */
function uploadLimit<Limit>(limits: { photos: Limit; productImport: Limit; standard: Limit }, route: string): Limit {
  if (PHOTO_UPLOAD_PATH.test(route)) return limits.photos;
  if (route === PRODUCT_IMPORT_PATH) return limits.productImport;
  return limits.standard;
}

/** The guard as one middleware, placed before anything reads the request. */
export function requestGuard(): MiddlewareHandler<AppEnv> {
  const limits = {
    standard: bodyLimit({
      maxSize: DEFAULT_BODY_LIMIT_BYTES,
      onError: (c) => refuse(c, 413, REQUEST_GUARD_MESSAGES.tooLarge),
    }),
    photos: bodyLimit({
      maxSize: PHOTO_UPLOAD_LIMIT_BYTES,
      onError: (c) => refuse(c, 413, REQUEST_GUARD_MESSAGES.photosTooLarge),
    }),
    productImport: bodyLimit({
      maxSize: PRODUCT_IMPORT_LIMIT_BYTES,
      onError: (c) => refuse(c, 413, REQUEST_GUARD_MESSAGES.importTooLarge),
    }),
    webhook: bodyLimit({
      maxSize: WEBHOOK_BODY_LIMIT_BYTES,
      onError: (c) => refuse(c, 413, REQUEST_GUARD_MESSAGES.tooLarge),
    }),
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const path = decodedPath(url.pathname);
    if (path === null || path.includes("\0") || /%00/i.test(url.search)) {
      return refuse(c, 400, REQUEST_GUARD_MESSAGES.badAddress);
    }
    const webhook = path.startsWith(WEBHOOK_PREFIX);
    if (webhook && c.req.method !== "POST") {
      c.header("Allow", "POST");
      return refuse(c, 405, REQUEST_GUARD_MESSAGES.webhookMethod);
    }
    const known = KNOWN_METHODS.has(c.req.method);
    if (known && !BODY_METHODS.has(c.req.method)) return next();
    // The limit reads a chunked body up to its size, so what follows reads at most that much.
    const limit = webhook ? limits.webhook : uploadLimit(limits, routePath(path));
    return limit(c, async () => {
      if (!known) {
        c.res = refuse(c, 405, REQUEST_GUARD_MESSAGES.unknownMethod);
        return;
      }
      const problem = webhook ? null : await bodyProblem(c.req.raw, readsForm(path));
      if (problem) {
        c.res = refuse(c, problem.status, problem.message);
        return;
      }
      await next();
    });
  });
}
