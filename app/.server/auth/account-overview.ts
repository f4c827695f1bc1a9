import type { Database } from "~/.server/db";
import { listOrdersForAccount } from "~/.server/profiles/orders";
import { getProfile } from "~/.server/profiles/profiles";
import { loadSecurityOverview } from "./account-settings";
import type { Auth } from "./auth";
import type { SessionUser } from "./session";

/** Profile, order history (only for a verified address: an unverified one is just a claim) and security. */
export async function getAccountOverview(options: {
  auth: Auth;
  user: SessionUser;
  /** The request's headers, for Better Auth's session calls. */
  headers: Headers;
  db?: Database;
}) {
  const { db, auth, user, headers } = options;
  const [profile, orders, security] = await Promise.all([
    getProfile({ db, userId: user.id }),
    user.emailVerified ? listOrdersForAccount({ db, email: user.email }) : [],
    loadSecurityOverview({ auth, headers, user }),
  ]);
  const { email, twoFactorEnabled, assurance } = user;
  return { user: { email, twoFactorEnabled, assurance }, profile, orders, security };
}
