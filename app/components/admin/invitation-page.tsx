import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { SITE_NAME } from "~/lib/site";

type Props = {
  email: string;
  state: "signed-out" | "ready" | "other-account";
  otherAccount: string;
  signInLink: string;
};

/** A staff invitation: accept it signed in with the invited address, or sign in (or up) with it first. */
export function InvitationPage({ email, state, otherAccount, signInLink }: Props) {
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
            Sign in with that address to accept. No account yet? Create one, then open this link again.
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
      {state === "other-account" && <p className="mt-6 font-semibold">{otherAccount}</p>}
    </div>
  );
}
