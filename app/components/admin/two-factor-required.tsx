import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { StaffRole } from "~/lib/admin";

/**
 * The back office's first step for a member whose session has not passed a second factor. Staff turn it on
 * before accepting their invitation, so one without it (an earlier member) needs a new invitation; an owner
 * made from the machine turns it on in the account settings (decision 203).
 */
export function TwoFactorRequired({ secondFactor, role }: { secondFactor: "on" | "off"; role: StaffRole }) {
  return (
    <section aria-labelledby="two-factor-heading" className="max-w-xl">
      <h1 id="two-factor-heading" className="font-display text-2xl font-bold md:text-3xl">
        Turn on two-factor authentication
      </h1>
      {secondFactor === "off" && role === "staff" ? (
        <p className="mt-3">
          The back office is open only to staff who sign in with a code from an authenticator app, set up before
          accepting their invitation. Ask an owner to remove you from the team and send you a new invitation.
        </p>
      ) : secondFactor === "off" ? (
        <>
          <p className="mt-3">
            The back office is open only to staff who sign in with a code from an authenticator app. Set it up in your
            account settings, then come back here.
          </p>
          <Link to="/account?tab=settings" className={buttonVariants({ variant: "ink", className: "mt-6" })}>
            Set up two-factor authentication
          </Link>
        </>
      ) : (
        // The sign-in page sends a signed-in visitor to /account, so the way back is through signing out.
        <p className="mt-3">
          Two-factor authentication is on for your account, but this session was not signed in with a code. Sign out
          from the account menu, then sign in again with your authenticator app.
        </p>
      )}
    </section>
  );
}
