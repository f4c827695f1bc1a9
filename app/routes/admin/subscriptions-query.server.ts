import { data } from "react-router";
import type { SubscriptionListFilters } from "~/lib/admin-subscriptions";
import { subscriptionListFiltersSchema } from "~/lib/admin-subscriptions.schema";

/** The subscription list's filters from the URL query; a bad value is a 400 with its reason. */
export function readSubscriptionFilters(request: Request): SubscriptionListFilters {
  const parsed = subscriptionListFiltersSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "Please check the address.", { status: 400 });
  return parsed.data;
}
