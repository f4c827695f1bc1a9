import type { AppLoadContext } from "react-router";
import type { SessionSnapshot } from "~/lib/auth";
import { type Auth, getAuth } from "./auth";
import { authRequest } from "./request";

/** Ours, not Better Auth's: its get-session answer holds the session token, which scripts need not see. */
const SESSION_PATH = "/api/auth/session";

const PRIVATE = "private, no-store";

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
  // A copy: the handler's redirects carry immutable headers.
  const response = new Response(answer.body, answer);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PRIVATE);
  return response;
}
