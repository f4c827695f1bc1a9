import { data } from "react-router";
import { getEnv } from "~/.server/env";
import {
  confirmBackInStockNotice,
  findBackInStockRequest,
  requestBackInStockNotice,
} from "~/.server/stock/back-in-stock";
import { BackInStockPage } from "~/components/product-detail/back-in-stock-page";
import { BACK_IN_STOCK_MESSAGES, type BackInStockResult } from "~/lib/back-in-stock";
import { backInStockFormSchema } from "~/lib/back-in-stock.schema";
import { fieldErrors } from "~/lib/forms";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/back-in-stock";

export function meta() {
  return [{ title: pageTitle("Back-in-stock notice") }, { name: "robots", content: "noindex" }];
}

// The link's token is a secret, and the answers are one visitor's: never kept by a cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The confirmation link of the e-mail: which product, and a button that confirms. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = token ? await findBackInStockRequest({ token }) : null;
  return { token, request: found };
}

/** Asks for a notice (the product page's form) or confirms one (the link's page). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = backInStockFormSchema.safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const message = errors.email ?? errors.productId ?? errors.intent ?? "Please check the form.";
    return data<BackInStockResult>({ status: "invalid", message, fieldErrors: errors }, { status: 400 });
  }
  const form = parsed.data;
  const publicUrl = getEnv().PUBLIC_URL;
  if (form.intent === "request") {
    const { result, status } = await requestBackInStockNotice({
      productId: form.productId,
      flavor: form.flavor,
      email: form.email,
      clientIp: context.clientIp,
      publicUrl,
    });
    return data<BackInStockResult>(result, { status });
  }
  const confirmed = await confirmBackInStockNotice({ token: form.token, publicUrl });
  if (!confirmed) {
    return data<BackInStockResult>({ status: "invalid", message: BACK_IN_STOCK_MESSAGES.unknownLink }, { status: 404 });
  }
  return data<BackInStockResult>({ status: "asked", message: BACK_IN_STOCK_MESSAGES.confirmed(confirmed.title) });
}

export default function BackInStock({ loaderData, actionData }: Route.ComponentProps) {
  return <BackInStockPage token={loaderData.token} request={loaderData.request} result={actionData} />;
}
