import { data } from "react-router";
import { checkOrderRateLimit } from "~/.server/orders/checkout/rate-limit";
import { trackOrder } from "~/.server/orders/lookup/track-order";
import { rateLimitMessage } from "~/.server/rate-limit/check-rate-limits";
import { TrackOrderPage, type TrackOrderResult } from "~/components/checkout/track-order-page";
import { trackOrderSchema } from "~/lib/checkout.schema";
import { fieldErrors } from "~/lib/forms";
import { ORDER_NOT_FOUND_MESSAGE } from "~/lib/order-details";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/track-order";

export function meta() {
  return [{ title: pageTitle("Track Your Order") }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** A POST, so the email address never lands in an address bar, a history or a log line. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const values = { orderNumber: String(form.orderNumber ?? ""), email: String(form.email ?? "") };
  const parsed = trackOrderSchema.safeParse(values);
  if (!parsed.success) {
    return data<TrackOrderResult>({ fieldErrors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  // Limited per address and per e-mail, so order numbers cannot be tried one after another (decision 023).
  const limit = await checkOrderRateLimit({ action: "track-order", ip: context.clientIp, email: parsed.data.email });
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    return data<TrackOrderResult>(
      { limited: rateLimitMessage(retryAfterSeconds), values },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  const order = await trackOrder(parsed.data);
  // One neutral answer whichever half is wrong: the pair reveals nothing (no enumeration).
  if (!order) return data<TrackOrderResult>({ notFound: ORDER_NOT_FOUND_MESSAGE, values }, { status: 404 });
  return data<TrackOrderResult>({ order });
}

// Anyone with the order number and e-mail can look an order up; signed-in customers also find theirs under /account.
export default function TrackOrder({ actionData }: Route.ComponentProps) {
  return <TrackOrderPage result={actionData} />;
}
