import { z } from "zod";
import { isSameOriginPost } from "~/.server/auth/request";
import { getOptionalUser } from "~/.server/auth/session";
import { getEnv } from "~/.server/env";
import { listFavoriteProductIds, setFavorite } from "~/.server/favorites/favorites";
import { FAVORITE_TOASTS } from "~/lib/auth";
import { favoriteChangeSchema } from "~/lib/auth.schema";
import type { Route } from "./+types/api.favorites";

/** The signed-in shopper's favourites: GET lists product ids, POST saves or removes one. */

const PRIVATE = { "Cache-Control": "private, no-store" };

function signInRequired(): Response {
  return Response.json({ error: FAVORITE_TOASTS.signInRequired }, { status: 401, headers: PRIVATE });
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  if (!user) return signInRequired();
  const productIds = await listFavoriteProductIds({ userId: user.id });
  return Response.json({ productIds }, { headers: PRIVATE });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return signInRequired();
  if (!isSameOriginPost({ publicUrl: getEnv().PUBLIC_URL, request })) {
    return Response.json(
      { error: { title: "Error", description: "Please use the store's own pages." } },
      { status: 403, headers: PRIVATE },
    );
  }
  const change = favoriteChangeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!change.success) {
    return Response.json(
      { error: { title: "Error", description: z.prettifyError(change.error) } },
      { status: 400, headers: PRIVATE },
    );
  }
  const { productId, favorite } = change.data;
  const found = await setFavorite({ userId: user.id, productId, favorite });
  if (!found)
    return Response.json(
      { error: { title: "Error", description: "Product not found" } },
      { status: 404, headers: PRIVATE },
    );
  return Response.json({ productId, favorite }, { headers: PRIVATE });
}
