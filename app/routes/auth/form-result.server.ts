import { data, redirect } from "react-router";

/** How the account forms (sign-in, password reset, account settings) answer, with Better Auth's cookies. */

/** Only the cookies of a Better Auth answer travel on to the browser. */
function cookieHeaders(from: Headers): Headers {
  const headers = new Headers();
  for (const cookie of from.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export function redirectWithCookies(to: string, from: Headers): Response {
  return redirect(to, { headers: cookieHeaders(from) });
}

/** A form's answer: 4xx for problems, carrying any cookies Better Auth set. */
export function formResult<T>(value: T, options: { status?: number; cookies?: Headers } = {}) {
  return data(value, { status: options.status, headers: options.cookies ? cookieHeaders(options.cookies) : undefined });
}
