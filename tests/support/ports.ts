import { type AddressInfo, createServer } from "node:net";
import { FETCH_BAD_PORTS } from "~/.server/fetch-bad-ports";

/**
 * Ports the machine's own services listen on (PostgreSQL, MySQL, Redis, RabbitMQ, MQTT, NATS): a test server
 * drawn onto one of them fails to start, as the fake OAuth server once did on 5432.
 */
const SERVICE_PORTS = new Set([1883, 3306, 4222, 5432, 5672, 6379]);

function usable(port: number): boolean {
  return !FETCH_BAD_PORTS.has(port) && !SERVICE_PORTS.has(port);
}

/** A random port in [from, from + span) that a browser will open, and so will `offset` ports above it. */
export function randomBrowserPort(from: number, span: number, offset = 0): number {
  for (;;) {
    const port = from + Math.floor(Math.random() * span);
    if (usable(port) && usable(port + offset)) return port;
  }
}

/** A port nobody listens on right now, from the system's ephemeral range (none of which a browser refuses). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}
