import cluster from "node:cluster";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { superviseWorkers } from "../../server/workers";

/**
 * A store stand-in for tests/unit/server/workers.test.ts: the primary supervises two workers on a port chosen
 * by the system (workers share it), each answering its pid and the webhook secret it was given; `/die` ends
 * the worker that answers it.
 */
if (cluster.isPrimary) {
  superviseWorkers({ count: 2, restartDelayMs: 50 });
} else {
  const server = createServer((request, response) => {
    response.end(JSON.stringify({ pid: process.pid, secret: process.env.PAYMENT_WEBHOOK_SECRET }));
    if (request.url === "/die") setImmediate(() => process.exit(1));
  });
  server.listen(0, "127.0.0.1", () => console.log(`port ${(server.address() as AddressInfo).port}`));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}
