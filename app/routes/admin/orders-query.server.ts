import { data } from "react-router";
import type { OrderListFilters } from "~/lib/admin-orders";
import { orderListFiltersSchema, selectedOrdersSchema } from "~/lib/admin-orders.schema";

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? "Please check the address.";
}

/** The order list's filters from the URL query; a bad value is a 400 with its reason. */
export function readOrderFilters(request: Request): OrderListFilters {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = orderListFiltersSchema.safeParse(query);
  if (!parsed.success) throw data(firstIssue(parsed.error), { status: 400 });
  return parsed.data;
}

/** The orders named by `?order=CS-1&order=CS-2`; none, or a bad one, is a 400 with its reason. */
export function readSelectedOrders(request: Request): string[] {
  const parsed = selectedOrdersSchema.safeParse(new URL(request.url).searchParams.getAll("order"));
  if (!parsed.success) throw data(firstIssue(parsed.error), { status: 400 });
  return parsed.data;
}
