import { pingDatabase } from "~/.server/db/ping";
import { logger } from "~/.server/logger";

/** Liveness and readiness in one: 200 when the database answers, 503 when it does not. */
export async function loader() {
  try {
    await pingDatabase();
    return Response.json({ status: "ok", database: "up" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    return Response.json(
      { status: "error", database: "down" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
