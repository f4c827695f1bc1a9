import { data } from "react-router";
import { createOwner } from "~/.server/admin/owners";
import { isCommandToken, storeSecret } from "~/.server/auth/command-token";
import { siteOrigin } from "~/.server/auth/request";
import { getEnv } from "~/.server/env";
import { ownerCommandSchema } from "~/lib/admin.schema";
import type { Route } from "./+types/api.admin.owner";

/**
 * `npm run admin:create` on a running store (decision 141): the one process that holds the database (PGlite
 * allows one connection) makes the owner. Only a client on this machine (its connection and, behind TRUST_PROXY,
 * the address the proxy reports; decision 202) carrying a fresh token only the store's secret can make; anyone
 * else gets the same 404 as an unknown address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv();
  const secret = storeSecret(env);
  const token = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? null;
  // No load context only under `npm run dev`, whose server listens on localhost alone.
  const fromThisMachine = context.fromThisMachine ?? true;
  if (!fromThisMachine || !isCommandToken({ secret, token, purpose: "admin:create" })) {
    throw data("Not found", { status: 404 });
  }
  const parsed = ownerCommandSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? "Please check the address." }, { status: 400 });
  }
  const origin = siteOrigin({ publicUrl: env.PUBLIC_URL, request });
  return Response.json(await createOwner({ email: parsed.data.email, origin }));
}
