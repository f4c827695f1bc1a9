import { z } from "zod";
import { getStorefrontSettings } from "~/.server/settings/store-settings";
import { checkLocalDelivery } from "~/lib/delivery";
import type { Route } from "./+types/api.local-delivery";

/**
 * validate-local-delivery (docs/product.md#calls, docs/product.md#local-delivery): `?city=&state=` (or a POSTed JSON or
 * form body)
 * answers { isLocalDeliveryAvailable, deliveryMethod }. Checkout repeats the check itself.
 */
const addressSchema = z.object({
  city: z.string().max(100, { error: "city is too long" }).default(""),
  state: z.string().max(100, { error: "state is too long" }).default(""),
});

const headers = { "Cache-Control": "no-store" };

async function answer(input: unknown): Promise<Response> {
  const address = addressSchema.safeParse(input);
  if (!address.success) return Response.json({ error: z.prettifyError(address.error) }, { status: 400, headers });
  const { shipping } = await getStorefrontSettings();
  return Response.json(checkLocalDelivery(address.data, new Date(), shipping.localCents), { headers });
}

export function loader({ request }: Route.LoaderArgs) {
  return answer(Object.fromEntries(new URL(request.url).searchParams));
}

export async function action({ request }: Route.ActionArgs) {
  if (request.headers.get("content-type")?.includes("application/json")) {
    const body: unknown = await request.json().catch(() => null);
    return answer(body);
  }
  return answer(Object.fromEntries(await request.formData().catch(() => new FormData())));
}
