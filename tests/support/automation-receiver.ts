import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  DELIVERY_HEADER,
  SIGNATURE_HEADER,
  signAutomationBody,
  TIMESTAMP_HEADER,
} from "~/.server/outbox/automation-webhook";

/** One signed delivery as the automation saw it. */
export type AutomationDelivery = { delivery: string; event: string; orderId: string };

export type AutomationReceiver = {
  /** Where the store posts (AUTOMATION_WEBHOOK_URL). */
  url: string;
  /** GET answers every delivery received so far, as JSON, for tests in other processes. */
  deliveriesUrl: string;
  close(): Promise<void>;
};

function signedBy(secret: string, headers: Record<string, string | string[] | undefined>, body: string): boolean {
  const timestamp = headers[TIMESTAMP_HEADER.toLowerCase()];
  const signature = headers[SIGNATURE_HEADER.toLowerCase()];
  if (typeof timestamp !== "string" || typeof signature !== "string") return false;
  const expected = Buffer.from(signAutomationBody({ secret, timestamp, body }));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The automation's end of the webhook on loopback: it counts every delivery with a valid signature (an
 * unsigned one gets 401 and is not counted), so a test sees duplicates as well as missing ones.
 */
export async function startAutomationReceiver(options: { secret: string; port?: number }): Promise<AutomationReceiver> {
  const { secret, port = 0 } = options;
  const deliveries: AutomationDelivery[] = [];
  const server: Server = createServer((req, res) => {
    if (req.method === "GET") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(deliveries));
      return;
    }
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (!signedBy(secret, req.headers, body)) {
        res.writeHead(401).end();
        return;
      }
      const payload = JSON.parse(body) as { event: string; order_id: string };
      deliveries.push({
        delivery: String(req.headers[DELIVERY_HEADER.toLowerCase()]),
        event: payload.event,
        orderId: payload.order_id,
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/hook`,
    deliveriesUrl: `${base}/deliveries`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The stores' kept-alive connections would hold close() open.
        server.closeAllConnections();
      }),
  };
}
