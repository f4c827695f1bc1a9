import type { AppLoadContext } from "react-router";
import { loadSecurityOverview } from "../auth/account-settings";
import { type Auth, getAuth } from "../auth/auth";
import { authHeaders } from "../auth/request";
import { requireUser, type SessionUser } from "../auth/session";
import { type Database, getDb } from "../db";
import { listFavoriteProducts } from "../favorites/favorites";
import { listOrdersForAccount } from "./orders";
import { getProfile } from "./profiles";

/**
 * /account for the signed-in shopper only (others go to /auth and come back). Everything is read for the
 * session's user; the page streams, showing 'Loading account information...' until it arrives.
 */
export async function loadAccountPage({ request, context }: { request: Request; context?: AppLoadContext }) {
  const user = await requireUser(request);
  const [db, auth] = await Promise.all([getDb(), getAuth()]);
  return {
    account: loadAccountOverview({ db, auth, user, headers: authHeaders(request, context) }),
    favorites: listFavoriteProducts({ db, userId: user.id }),
  };
}

/** Profile, order history (only for a verified address: an unverified one is just a claim) and security. */
export async function loadAccountOverview(options: { db: Database; auth: Auth; user: SessionUser; headers: Headers }) {
  const { db, auth, user, headers } = options;
  const [profile, orders, security] = await Promise.all([
    getProfile({ db, userId: user.id }),
    user.emailVerified ? listOrdersForAccount({ db, email: user.email }) : [],
    loadSecurityOverview({ auth, headers, user }),
  ]);
  const { email, twoFactorEnabled, assurance } = user;
  return { user: { email, twoFactorEnabled, assurance }, profile, orders, security };
}
