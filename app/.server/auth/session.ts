import { redirect } from "react-router";
import { signInHref } from "~/lib/auth";
import { type AssuranceLevel, toAssuranceLevel } from "./assurance";
import { type Auth, getAuth } from "./auth";

/** The signed-in shopper as the server sees them; ids come only from here, never from a request's body. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  sessionId: string;
  /** The session's level, and the level it could reach (aal2 once an authenticator is verified). */
  assurance: { current: AssuranceLevel; next: AssuranceLevel };
};

type SessionResult = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

export function toSessionUser({ session, user }: SessionResult): SessionUser {
  const twoFactorEnabled = user.twoFactorEnabled === true;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    twoFactorEnabled,
    sessionId: session.id,
    assurance: { current: toAssuranceLevel(session.aal), next: twoFactorEnabled ? "aal2" : "aal1" },
  };
}

/** The session behind these request headers, if it is valid and unexpired. */
export async function readSession(options: { auth: Auth; headers: Headers }): Promise<SessionUser | null> {
  const result = await options.auth.api.getSession({ headers: options.headers });
  return result ? toSessionUser(result) : null;
}

export async function getOptionalUser(request: Request): Promise<SessionUser | null> {
  return readSession({ auth: await getAuth(), headers: request.headers });
}

/** The signed-in user, or a redirect to /auth that comes back to this page afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(signInHref(url.pathname + url.search));
}
