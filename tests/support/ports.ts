import { type AddressInfo, createServer } from "node:net";

/**
 * Ports Chromium refuses to open (ERR_UNSAFE_PORT) and Node's fetch refuses too: the part of the fetch
 * standard's "bad port" list above 1024.
 */
const BAD_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** A random port in [from, from + span) that a browser will open, and so will `offset` ports above it. */
export function randomBrowserPort(from: number, span: number, offset = 0): number {
  for (;;) {
    const port = from + Math.floor(Math.random() * span);
    if (!BAD_PORTS.has(port) && !BAD_PORTS.has(port + offset)) return port;
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
