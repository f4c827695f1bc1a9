import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { SITE_NAME } from "~/lib/site";

type Props = {
  email: string;
  state: "signed-out" | "ready" | "other-account" | "two-factor-off" | "code-sign-in";
  /** Why this session cannot accept yet, when it cannot. */
  refusal: string | null;
  signInLink: string;
};

/**
 * A staff invitation: accept it signed in with the invited address and a code from an authenticator app, or
 * sign in (or up), and turn two-factor on, first.
 */
export function InvitationPage({ email, state, refusal, signInLink }: Props) {
  return (
    <div className="container-page max-w-xl py-12">
      <h1 className="font-display text-3xl font-bold">Join the back office</h1>
      <p className="mt-3">
        You're invited to help run {SITE_NAME} as staff, with the address <strong>{email}</strong>.
      </p>
      {state === "ready" && (
        <Form method="post" className="mt-6">
          <Button type="submit" variant="ink" size="lg">
            Accept invitation
          </Button>
        </Form>
      )}
      {state === "signed-out" && (
        <>
          <p className="mt-3">
            Sign in with that address to accept. No account yet? Create one, turn on two-factor authentication in your
            account settings, then open this link again.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={signInLink} className={buttonVariants({ variant: "ink" })}>
              Sign in to accept
            </Link>
            <Link to="/auth?tab=signup" className={buttonVariants({ variant: "outline" })}>
              Create an account
            </Link>
          </div>
        </>
      )}
      {refusal && <p className="mt-6 font-semibold">{refusal}</p>}
      {state === "two-factor-off" && (
        <Link to="/account?tab=settings" className={buttonVariants({ variant: "ink", className: "mt-6" })}>
          Set up two-factor authentication
        </Link>
      )}
    </div>
  );
}
