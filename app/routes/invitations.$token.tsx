import { data, redirect } from "react-router";
import { acceptInvitation, findInvitation, invitationStanding } from "~/.server/admin/invitations";
import { getOptionalUser, requireUser } from "~/.server/auth/session";
import { InvitationPage } from "~/components/admin/invitation-page";
import { ADMIN_MESSAGES } from "~/lib/admin";
import { signInHref } from "~/lib/auth";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/invitations.$token";

export function meta() {
  return [{ title: pageTitle("Join the back office") }, { name: "robots", content: "noindex" }];
}

// The link is a secret: never kept by a cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const REFUSALS = {
  "other-account": "This invitation is for another email address. Sign in with the invited address to accept it.",
  "two-factor-off":
    "The back office is open only to staff who sign in with a code from an authenticator app. Turn on two-factor authentication in your account settings, then open this link again to accept.",
  "code-sign-in":
    "Two-factor authentication is on for your account, but this session was not signed in with a code. Sign out, sign in again with your authenticator app, then open this link again to accept.",
} as const;

/** A staff invitation's link: who it is for, and whether the visitor can accept it as they are signed in. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const invitation = await findInvitation({ token: params.token });
  if (!invitation) throw data(ADMIN_MESSAGES.invitationGone, { status: 404 });
  const user = await getOptionalUser(request);
  const state = user ? invitationStanding({ email: invitation.email, account: user }) : "signed-out";
  const signInLink = signInHref(new URL(request.url).pathname);
  const refusal = state === "signed-out" || state === "ready" ? null : REFUSALS[state];
  return { email: invitation.email, state, refusal, signInLink } as const;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const result = await acceptInvitation({ token: params.token, account: user });
  if (result.ok) throw redirect("/admin");
  if (result.reason === "gone") throw data(ADMIN_MESSAGES.invitationGone, { status: 404 });
  throw data(REFUSALS[result.reason], { status: 403 });
}

export default function InvitationRoute({ loaderData }: Route.ComponentProps) {
  return <InvitationPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    error && typeof error === "object" && "data" in error ? String(error.data) : ADMIN_MESSAGES.invitationGone;
  return (
    <div role="alert" className="container-page py-16 text-center">
      <h1 className="font-display text-3xl font-bold">Invitation</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
    </div>
  );
}
