import { type AddressInfo, createServer } from "node:net";
import { FETCH_BAD_PORTS } from "~/.server/fetch-bad-ports";

/** A random port in [from, from + span) that a browser will open, and so will `offset` ports above it. */
export function randomBrowserPort(from: number, span: number, offset = 0): number {
  for (;;) {
    const port = from + Math.floor(Math.random() * span);
    if (!FETCH_BAD_PORTS.has(port) && !FETCH_BAD_PORTS.has(port + offset)) return port;
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
