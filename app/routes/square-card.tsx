import { data } from "react-router";
import { getEnv } from "~/.server/env";
import { getPayments } from "~/.server/payments";
import { cardSetupReturnPath } from "~/.server/payments/card-setup-return";
import { squareCardForm } from "~/.server/payments/square/card-form";
import { SquareCardSetupPage } from "~/components/checkout/square-card-setup-page";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/square-card";

export function meta() {
  return [{ title: pageTitle("Save a card") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * Square's card form, on the store's own page since Square hosts none (decision 230): only while Square is the
 * active provider with an application, and only back to a path of this store.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const form = getPayments().provider.name === "square" ? squareCardForm(getEnv()) : null;
  const back = cardSetupReturnPath(request);
  if (!form || !back) throw data("Not found", { status: 404 });
  return { ...form, backPath: back };
}

export default function SquareCardSetup({ loaderData }: Route.ComponentProps) {
  return <SquareCardSetupPage {...loaderData} />;
}
