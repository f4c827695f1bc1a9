import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** The back office's first step for a member whose session has not passed a second factor. */
export function TwoFactorRequired({ secondFactor }: { secondFactor: "on" | "off" }) {
  return (
    <section aria-labelledby="two-factor-heading" className="max-w-xl">
      <h1 id="two-factor-heading" className="font-display text-2xl font-bold md:text-3xl">
        Turn on two-factor authentication
      </h1>
      {secondFactor === "off" ? (
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
