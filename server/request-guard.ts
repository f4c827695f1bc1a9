import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { PHOTO_UPLOAD_LIMIT_BYTES } from "~/lib/product-photos";
import { PRODUCT_IMPORT_LIMIT_BYTES } from "~/lib/products-csv";
import { type RefusalStatus, refuse } from "./refusal";
import type { AppEnv } from "./types";

/**
 * Requests the store cannot read are answered here with a 4xx and a message, before any route parses them
 * (decision 075): methods a route does not take, posts from another site (decision 200), bodies over a size
 * limit or with too many fields (decision 201), addresses and fields carrying a NUL character (PostgreSQL
 * refuses it in text, which would surface as a 500), bodies that are not what their Content-Type says, and
 * non-form bodies sent to form actions.
 */

/** Every form of the store fits in a few kilobytes; payment events are bigger. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * The largest form of the store (a bulk shipping step of a page of 25 orders, a cart of many lines, a
 * product's photos) has about a hundred fields; ten times that is no form of ours, and parsing it stays cheap.
 */
export const MAX_FORM_FIELDS = 1000;
const WEBHOOK_PREFIX = "/api/webhooks/";
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;
/**
 * The back office's forms with files: product photos, an article's cover with its text,
 * a category's picture or a brand's logo and the catalogue import. Their limits are
 * open only to a staff member's session (decision 201); anyone else has the standard one.
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
  tooManyFields: `The form has too many fields (at most ${MAX_FORM_FIELDS}).`,
  postOnly: "This address only takes POST requests.",
  unknownMethod: "This method is not allowed.",
  foreignOrigin:
    "This request did not come from the store's own pages, so it was refused. Please go back to the store and try again.",
} as const;

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

/**
 * How many fields a form body holds, counted on its bytes before anything parses it: the parts between
 * multipart boundaries, or the `&`-separated pairs of a urlencoded body.
 */
function formFieldCount(bytes: Buffer, contentType: string): number {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const separator = boundary ? Buffer.from(`--${boundary}`) : Buffer.from("&");
  let count = boundary ? -1 : 1; // a multipart body's last delimiter closes it; pairs are one more than the &s
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, at + separator.length)) count++;
  return count;
}

type BodyProblem = { status: 400 | 413 | 415; message: string };

/** The body checked against its Content-Type, read from a copy so the route can still read it. */
async function bodyProblem(request: Request, formOnly: boolean): Promise<BodyProblem | null> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (FORM_TYPES.includes(type)) {
    const bytes = Buffer.from(await request.clone().arrayBuffer());
    if (formFieldCount(bytes, contentType) > MAX_FORM_FIELDS) {
      return { status: 413, message: REQUEST_GUARD_MESSAGES.tooManyFields };
    }
    const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData().catch(() => null);
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

/**
 * Addresses other servers or this machine's commands post to, with credentials of their own and never a
 * browser's cookie: signed payment webhooks, and the loopback commands' bearer tokens (decisions 141, 154).
 */
const OWN_CREDENTIAL_PATHS = [WEBHOOK_PREFIX, "/api/admin/owner", "/api/admin/backup"];

function takesOwnCredentials(route: string): boolean {
  return OWN_CREDENTIAL_PATHS.some((path) => (path.endsWith("/") ? route.startsWith(path) : route === path));
}

export type RequestGuardOptions = {
  /**
   * The store's origin as this request's client should have seen it (PUBLIC_URL's, decision 200): a post from
   * anywhere else is refused before its body is read.
   */
  storeOrigin: (c: Context) => string;
  /** The request carries a staff member's session, read from its headers (decision 201). */
  hasStaffSession: (request: Request) => Promise<boolean>;
  /** The path's route has an action and nothing else (no loader, no page): it takes POST only. */
  isActionOnly: (path: string) => boolean;
};

/** The guard as one middleware, placed before anything reads the request. */
export function requestGuard(options: RequestGuardOptions): MiddlewareHandler<AppEnv> {
  const limit = (maxSize: number, message: string) => bodyLimit({ maxSize, onError: (c) => refuse(c, 413, message) });
  const limits = {
    standard: limit(DEFAULT_BODY_LIMIT_BYTES, REQUEST_GUARD_MESSAGES.tooLarge),
    photos: limit(PHOTO_UPLOAD_LIMIT_BYTES, REQUEST_GUARD_MESSAGES.photosTooLarge),
    productImport: limit(PRODUCT_IMPORT_LIMIT_BYTES, REQUEST_GUARD_MESSAGES.importTooLarge),
    webhook: limit(WEBHOOK_BODY_LIMIT_BYTES, REQUEST_GUARD_MESSAGES.tooLarge),
  };
  /** The upload forms' limits for staff; everyone else, and every other form, has the standard one. */
  const limitFor = async (c: Context, route: string) => {
    if (route.startsWith(WEBHOOK_PREFIX)) return limits.webhook;
    const upload = PHOTO_UPLOAD_PATH.test(route)
      ? limits.photos
      : route === PRODUCT_IMPORT_PATH
        ? limits.productImport
        : null;
    return upload && (await options.hasStaffSession(c.req.raw)) ? upload : limits.standard;
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const path = decodedPath(url.pathname);
    if (path === null || path.includes("\0") || /%00/i.test(url.search)) {
      return refuse(c, 400, REQUEST_GUARD_MESSAGES.badAddress);
    }
    const route = routePath(path);
    if (c.req.method !== "POST" && options.isActionOnly(path)) {
      c.header("Allow", "POST");
      return refuse(c, 405, REQUEST_GUARD_MESSAGES.postOnly);
    }
    const known = KNOWN_METHODS.has(c.req.method);
    if (known && !BODY_METHODS.has(c.req.method)) return next();
    if (known && !takesOwnCredentials(route) && c.req.header("origin") !== options.storeOrigin(c)) {
      return refuse(c, 403, REQUEST_GUARD_MESSAGES.foreignOrigin);
    }
    // The limit reads a chunked body up to its size, so what follows reads at most that much.
    return (await limitFor(c, route))(c, async () => {
      if (!known) {
        c.res = refuse(c, 405, REQUEST_GUARD_MESSAGES.unknownMethod);
        return;
      }
      const problem = route.startsWith(WEBHOOK_PREFIX) ? null : await bodyProblem(c.req.raw, readsForm(path));
      if (problem) {
        c.res = refuse(c, problem.status satisfies RefusalStatus, problem.message);
        return;
      }
      await next();
    });
  });
}
