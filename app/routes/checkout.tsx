import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { getDefaultAddress, rememberAddress } from "~/.server/addresses/address-book";
import { getOptionalUser, type SessionUser } from "~/.server/auth/session";
import { getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";
import { CheckoutRejectedError, PaymentProviderError } from "~/.server/orders/checkout/errors";
import { checkOrderRateLimit } from "~/.server/orders/checkout/rate-limit";
import { startCheckout } from "~/.server/orders/checkout/start-checkout";
import { getPayments } from "~/.server/payments";
import { rateLimitMessage } from "~/.server/rate-limit/check-rate-limits";
import { getStorefrontSettings } from "~/.server/settings/store-settings";
import { getTaxRates } from "~/.server/tax/tax-rates";
import type { CheckoutActionData } from "~/components/checkout/checkout-errors";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import {
  type CheckoutSubmission,
  findCustomerProblem,
  parseCheckoutForm,
  readCustomerValues,
} from "~/lib/checkout.schema";
import { fieldErrors } from "~/lib/forms";
import { CHECKED_OUT_COOKIE } from "~/lib/order-details";
import { pageTitle } from "~/lib/site";
import { SUBSCRIPTION_CONSENT_FIELD, subscriptionCheckoutProblem } from "~/lib/subscriptions";
import type { Route } from "./+types/checkout";

export function meta() {
  return [{ title: pageTitle("Checkout") }, { name: "robots", content: "noindex" }];
}

// Personal and per visit: never stored by any cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  return {
    providerName: getPayments().provider.displayName,
    // Prefilled for signed-in shoppers, with their default address; guests type it.
    email: user?.email ?? null,
    signedIn: user !== null,
    addressBook: user ? { defaultAddress: await getDefaultAddress({ userId: user.id }) } : null,
    // Used only by a plain POST before JavaScript runs.
    fallbackKey: randomBytes(16).toString("base64url"),
    // A few rows at most: the summary works the tax out as the address is typed, as the server will.
    taxRates: await getTaxRates(),
    // Read as the order will be priced: a page opened after the owner changes a rate shows the new one.
    shippingRates: (await getStorefrontSettings()).shipping,
  };
}

/** The customer's fields sent back, so a plain POST that failed keeps what was typed. */
function typedValues(form: FormData): Record<string, string> {
  const customer = readCustomerValues(form);
  return Object.fromEntries(Object.entries(customer).filter((entry): entry is [string, string] => !!entry[1]));
}

function failure(form: FormData, error: CheckoutActionData["error"], status: number, headers?: HeadersInit) {
  return data<CheckoutActionData>({ error, values: typedValues(form) }, { status, headers });
}

/** A day: a payment made late, even after the checkout expired, still empties its cart. */
const CHECKED_OUT_MAX_AGE_SECONDS = 24 * 3600;

function checkedOutCookie(publicId: string): string {
  const secure = getEnv().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return `${CHECKED_OUT_COOKIE}=${publicId}; Path=/; Max-Age=${CHECKED_OUT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** 'Save this address to my address book', once the order exists: a failure here never stops the checkout. */
async function keepAddress(user: SessionUser, customer: CheckoutSubmission["customer"], requestId?: string) {
  const { email: _email, ...address } = customer;
  await rememberAddress({ userId: user.id, address }).catch((err: unknown) => {
    logger.warn({ err, requestId }, "checkout address not saved");
  });
}

/**
 * create-checkout (docs/product.md#calls) as a form action: validate, price, write the order, go to the hosted page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form reads as an empty one, and fails validation with a 400.
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseCheckoutForm(form);
  if (!parsed.success) {
    const problem = findCustomerProblem(readCustomerValues(form));
    return failure(
      form,
      { kind: "invalid", problem, fieldErrors: fieldErrors(parsed.error, { flat: "customer" }) },
      400,
    );
  }
  // Limited per address and per e-mail, so orders cannot be created in bulk (decision 023).
  const limit = await checkOrderRateLimit({
    action: "create-order",
    ip: context.clientIp,
    email: parsed.data.customer.email,
  });
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    const error = { kind: "limited", message: rateLimitMessage(retryAfterSeconds) } as const;
    return failure(form, error, 429, { "Retry-After": String(retryAfterSeconds) });
  }
  const user = await getOptionalUser(request);
  // Renewals charge a saved card to an account, with the shopper's say-so (docs/product.md#subscribe-and-save).
  const subscriptionProblem = subscriptionCheckoutProblem({
    hasSubscription: parsed.data.lines.some((line) => line.subscription),
    signedIn: user !== null,
    consented: form.get(SUBSCRIPTION_CONSENT_FIELD) === "on",
  });
  if (subscriptionProblem) {
    return failure(form, { kind: "rejected", problems: [subscriptionProblem], status: 400, shortfalls: [] }, 400);
  }
  try {
    const { redirectTo, order } = await startCheckout({ submission: parsed.data, userId: user?.id ?? null });
    if (user && form.get("saveAddress") === "on") await keepAddress(user, parsed.data.customer, context.requestId);
    return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": checkedOutCookie(order.publicId) } });
  } catch (error) {
    if (error instanceof CheckoutRejectedError) {
      const { problems, status, shortfalls } = error;
      return failure(form, { kind: "rejected", problems, status, shortfalls }, status);
    }
    const { requestId } = context;
    if (error instanceof PaymentProviderError) {
      logger.error({ err: error, requestId }, "hosted checkout could not be created");
      return failure(form, { kind: "provider" }, 502);
    }
    logger.error({ err: error, requestId }, "checkout failed");
    return failure(form, { kind: "failed" }, 500);
  }
}

/** A network failure reaching the action becomes the 'Checkout Failed' toast instead of an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (to the hosted checkout) arrives as a thrown Response: let the router follow it.
    if (error instanceof Response) throw error;
    console.error("Checkout request failed", error);
    return { error: { kind: "failed" }, values: {} } satisfies CheckoutActionData;
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage {...loaderData} actionData={actionData} />;
}
