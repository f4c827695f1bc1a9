import { getOptionalUser } from "~/.server/auth/session";
import { findStaffRole } from "~/.server/auth/staff-roles";

/** Better Auth's session cookie, with or without the `__Secure-` prefix it takes on https. */
const SESSION_COOKIE = "better-auth.session_token=";

/**
 * Whether the request carries a back-office member's session, read from its headers alone, before its body
 * (decision 201). Without a session cookie it answers at once, without touching the database.
 */
export async function hasStaffSession(request: Request): Promise<boolean> {
  if (!request.headers.get("cookie")?.includes(SESSION_COOKIE)) return false;
  const user = await getOptionalUser(request);
  return user !== null && (await findStaffRole({ userId: user.id })) !== null;
}
