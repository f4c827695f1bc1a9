import { data, redirect } from "react-router";
import { hasVerifiedSecondFactor } from "~/.server/auth/assurance";
import { getOptionalUser } from "~/.server/auth/session";
import { findStaffRole } from "~/.server/auth/staff-roles";
import { ADMIN_MESSAGES, roleAllows, type StaffMember } from "~/lib/admin";
import { ADMIN_PAGES, type AdminPath } from "~/lib/admin-pages";
import { signInHref } from "~/lib/auth";

/** The page that asks a member to turn two-factor on (or to sign in with it) before anything else. */
const TWO_FACTOR_PATH = "/admin/two-factor";

/**
 * The one gate of every back-office loader and action (docs/back-office.md): a signed-out visitor goes to
 * sign-in and comes back, a shopper gets 403, a member without the page's role (app/lib/admin-pages.ts) 403,
 * and a member whose session did not pass a second factor, or whose account has two-factor off now, goes to the
 * two-factor page. Like requireUser, it throws the HTTP answer, so no caller can forget to stop.
 */
export async function requireStaff(options: {
  request: Request;
  /** The page's address in app/routes.ts, whose entry in ADMIN_PAGES says the role it needs. */
  page: AdminPath;
  /** Only the two-factor page itself: it must open before the second factor is on. */
  allowWithoutTwoFactor?: boolean;
}): Promise<StaffMember> {
  const { request, page } = options;
  const user = await getOptionalUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInHref(url.pathname + url.search));
  }
  const has = await findStaffRole({ userId: user.id });
  if (!has) throw data(ADMIN_MESSAGES.forbidden, { status: 403 });
  if (!roleAllows({ has, needs: ADMIN_PAGES[page].role })) throw data(ADMIN_MESSAGES.ownersOnly, { status: 403 });
  const secondFactor = hasVerifiedSecondFactor(user) ? "verified" : user.twoFactorEnabled ? "on" : "off";
  if (!options.allowWithoutTwoFactor && secondFactor !== "verified") throw redirect(TWO_FACTOR_PATH);
  return { userId: user.id, email: user.email, role: has, secondFactor };
}
