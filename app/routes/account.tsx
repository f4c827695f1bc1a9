import type { ShouldRevalidateFunctionArgs } from "react-router";
import { runAccountAction } from "~/.server/auth/account-settings";
import { loadAccountPage } from "~/.server/profiles/account-page";
import { AccountPage } from "~/components/account/account-page";
import { isTabChangeOnly } from "~/components/auth/tabs";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/account";

export function meta() {
  return [{ title: pageTitle("My Account") }, { name: "robots", content: "noindex" }];
}

// Personal: never stored by any cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountPage({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return runAccountAction({ request, context });
}

/** Switching tabs only changes ?tab=: there is nothing to load again. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isTabChangeOnly(args) ? false : args.defaultShouldRevalidate;
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return <AccountPage account={loaderData.account} favorites={loaderData.favorites} />;
}
