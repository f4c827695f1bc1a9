import type { ShouldRevalidateFunctionArgs } from "react-router";
import { listAddresses } from "~/.server/addresses/address-book";
import { getAccountOverview } from "~/.server/auth/account-overview";
import { getAuth } from "~/.server/auth/auth";
import { authHeaders } from "~/.server/auth/request";
import { requireUser } from "~/.server/auth/session";
import { listFavoriteProducts } from "~/.server/favorites/favorites";
import { getPayments } from "~/.server/payments";
import { getStoreSettings } from "~/.server/settings/store-settings";
import { listSubscriptionsForUser } from "~/.server/subscriptions/list-subscriptions";
import { AccountPage } from "~/components/account/account-page";
import { isTabChangeOnly } from "~/components/auth/tabs";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/route";
import { handleAccountForm } from "./settings.server";

export function meta() {
  return [{ title: pageTitle("My Account") }, { name: "robots", content: "noindex" }];
}

// Personal: never stored by any cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * For the signed-in shopper only (others go to /auth and come back). Everything is read for the session's
 * user; the page streams, showing 'Loading account information...' until it arrives.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const auth = await getAuth();
  return {
    account: getAccountOverview({ auth, user, headers: authHeaders(request, context) }),
    favorites: listFavoriteProducts({ userId: user.id }),
    addresses: listAddresses({ userId: user.id }),
    subscriptions: listSubscriptionsForUser({ userId: user.id }),
    // The cadences the owner offers now: a subscription may be moved to any of them.
    cadences: getStoreSettings().then((settings) => settings.subscriptions.cadencesWeeks),
    replacesCard: Boolean(getPayments().provider.startCardSetup),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAccountForm({ request, context });
}

/**
 * Switching tabs only changes ?tab=: there is nothing to load again. A subscription change redirects back to the
 * address already shown, which is no tab change: its answer must be loaded.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const sameAddress = args.currentUrl.href === args.nextUrl.href;
  return isTabChangeOnly(args) && !sameAddress ? false : args.defaultShouldRevalidate;
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage
      account={loaderData.account}
      favorites={loaderData.favorites}
      addresses={loaderData.addresses}
      subscriptions={loaderData.subscriptions}
      cadences={loaderData.cadences}
      replacesCard={loaderData.replacesCard}
    />
  );
}
