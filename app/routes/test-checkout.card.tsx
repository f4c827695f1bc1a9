import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { getPayments } from "~/.server/payments";
import { cardSetupReturnPath } from "~/.server/payments/card-setup-return";
import { TEST_CARD_MESSAGES, TEST_CARDS, testCardFormSchema, testCardOutcome } from "~/.server/payments/test/cards";
import { testSetupToken } from "~/.server/payments/test/saved-cards";
import type { TestPaymentResult } from "~/components/checkout/test-card-form";
import { TestCardSetupPage } from "~/components/checkout/test-card-setup-page";
import { fieldErrors } from "~/lib/forms";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/test-checkout.card";

export function meta() {
  return [{ title: pageTitle("Save a card") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Only while the test provider is the active one, and only back to a path of this store. */
function backPathOf(request: Request): string {
  const back = getPayments().provider.name === "test" ? cardSetupReturnPath(request) : null;
  if (!back) throw data("Not found", { status: 404 });
  return back;
}

export async function loader({ request }: Route.LoaderArgs) {
  return { backPath: backPathOf(request), testCards: TEST_CARDS };
}

/** Card details are checked and dropped here, as on the test checkout page: never stored, never logged. */
export async function action({ request }: Route.ActionArgs) {
  const backPath = backPathOf(request);
  const card = testCardFormSchema(new Date()).safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  if (!card.success) return data<TestPaymentResult>({ fieldErrors: fieldErrors(card.error) }, { status: 400 });
  const outcome = testCardOutcome(card.data.cardNumber);
  if (outcome === "declined") return data<TestPaymentResult>({ error: TEST_CARD_MESSAGES.declined }, { status: 402 });
  if (outcome === "unknown") return data<TestPaymentResult>({ error: TEST_CARD_MESSAGES.unknown }, { status: 400 });
  // Back to the store with the token the store saves the card from, as a provider's card-saving page does.
  const back = new URL(backPath, "http://store.invalid");
  back.searchParams.set("setup_token", testSetupToken(outcome === "paid" ? "renews" : "declines", randomUUID()));
  return redirect(back.pathname + back.search, 303);
}

export default function TestCardSetup({ loaderData, actionData }: Route.ComponentProps) {
  return <TestCardSetupPage backPath={loaderData.backPath} testCards={loaderData.testCards} result={actionData} />;
}
