import type { AppLoadContext } from "react-router";
import type { SessionSnapshot } from "~/lib/auth";
import { type Auth, getAuth } from "./auth";
import { authRequest } from "./request";

/** Ours, not Better Auth's: its get-session answer holds the session token, which scripts need not see. */
const SESSION_PATH = "/api/auth/session";

const PRIVATE = "private, no-store";

/** Better Auth answers these with session tokens; page scripts have no use for them (the cookie is httpOnly). */
const TOKEN_BEARING_PATHS = new Set(["/api/auth/get-session", "/api/auth/list-sessions"]);

/** A session (or a list of them, or `{ session, user }`) without its `token`. */
function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSessionTokens);
  if (!body || typeof body !== "object") return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  if ("session" in rest) rest.session = withoutSessionTokens(rest.session);
  return rest;
}

async function hideSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get("Content-Type")?.includes("application/json")) return response;
  const body = withoutSessionTokens(await response.json());
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

function withSetCookies(response: Response, headers: Headers): Response {
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}

/**
 * The session as the header shows it. Reading it also extends the session when it is due (Better Auth's
 * updateAge), so the refreshed cookie is passed on.
 */
export async function answerSessionSnapshot(options: { auth: Auth; request: Request }): Promise<Response> {
  const { headers, response } = await options.auth.api.getSession({
    headers: options.request.headers,
    returnHeaders: true,
  });
  const snapshot: SessionSnapshot = { user: response ? { email: response.user.email } : null };
  return withSetCookies(Response.json(snapshot, { headers: { "Cache-Control": PRIVATE } }), headers);
}

/** Everything under /api/auth: our session snapshot, else Better Auth's handler with the trusted client address. */
export async function handleAuthApiRequest(options: {
  request: Request;
  context?: AppLoadContext;
  auth?: Auth;
}): Promise<Response> {
  const { request, context } = options;
  const auth = options.auth ?? (await getAuth());
  if (new URL(request.url).pathname === SESSION_PATH && request.method === "GET") {
    return answerSessionSnapshot({ auth, request });
  }
  const answer = await auth.handler(authRequest(request, context));
  const pathname = new URL(request.url).pathname;
  // A copy: the handler's redirects carry immutable headers.
  const response = TOKEN_BEARING_PATHS.has(pathname)
    ? await hideSessionTokens(answer)
    : new Response(answer.body, answer);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PRIVATE);
  return response;
}
