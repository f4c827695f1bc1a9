import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { getOptionalUser } from "~/.server/auth/session";
import { logger } from "~/.server/logger";
import { CheckoutRejectedError, PaymentProviderError } from "~/.server/orders/errors";
import { checkOrderRateLimit } from "~/.server/orders/rate-limit";
import { startCheckout } from "~/.server/orders/start-checkout";
import { getPayments } from "~/.server/payments";
import { rateLimitMessage } from "~/.server/rate-limit/check-rate-limits";
import type { CheckoutActionData } from "~/components/checkout/checkout-errors";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { fieldErrors, findCustomerProblem, parseCheckoutForm, readCustomerValues } from "~/lib/checkout.schema";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/checkout";

export function meta() {
  return [{ title: pageTitle("Checkout") }, { name: "robots", content: "noindex" }];
}

// Personal and per visit: never stored by any cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  return {
    providerName: getPayments().provider.displayName,
    // Prefilled for signed-in shoppers; guests type it.
    email: (await getOptionalUser(request))?.email ?? null,
    // Used only by a plain POST before JavaScript runs.
    fallbackKey: randomBytes(16).toString("base64url"),
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

/**
 * create-checkout (docs/product.md#calls) as a form action: validate, price, write the order, go to the hosted page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form reads as an empty one, and fails validation with a 400.
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseCheckoutForm(form);
  if (!parsed.success) {
    const problem = findCustomerProblem(readCustomerValues(form));
    return failure(form, { kind: "invalid", problem, fieldErrors: fieldErrors(parsed.error) }, 400);
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
  try {
    const { redirectTo } = await startCheckout({ submission: parsed.data });
    return redirect(redirectTo, 303);
  } catch (error) {
    if (error instanceof CheckoutRejectedError) {
      return failure(form, { kind: "rejected", problems: error.problems, status: error.status }, error.status);
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
