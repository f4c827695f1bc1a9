import { data } from "react-router";
import { isCommandToken, storeSecret } from "~/.server/auth/command-token";
import { getDatabaseHandle } from "~/.server/db";
import { backupDatabase } from "~/.server/db/backup";
import { getEnv } from "~/.server/env";
import type { Route } from "./+types/api.admin.backup";

/**
 * `npm run db:backup` on a running store (decision 154): the one process that holds the embedded database
 * (PGlite allows one) writes the backup. Like /api/admin/owner, only a client on this machine carrying the
 * command's fresh token; anyone else gets the 404 of an unknown address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv();
  const token = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? null;
  // No load context only under `npm run dev`, whose server listens on localhost alone.
  const fromThisMachine = context.fromThisMachine ?? true;
  if (!fromThisMachine || !isCommandToken({ secret: storeSecret(env), token, purpose: "db:backup" })) {
    throw data("Not found", { status: 404 });
  }
  const handle = await getDatabaseHandle();
  if (handle.kind !== "pglite") {
    return Response.json({ error: "This store runs on PostgreSQL: back it up with pg_dump." }, { status: 409 });
  }
  const archive = await backupDatabase({ handle });
  return new Response(archive, {
    headers: { "Content-Type": "application/gzip", "Cache-Control": "no-store" },
  });
}
