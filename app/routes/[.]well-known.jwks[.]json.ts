import { getAuth } from "~/.server/auth/auth";

/** The public keys that verify the JWTs /api/auth/token issues; keys rotate rarely, so caches may keep them. */
export async function loader() {
  const auth = await getAuth();
  return Response.json(await auth.api.getJwks(), { headers: { "Cache-Control": "public, max-age=300" } });
}
