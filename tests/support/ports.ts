import { FETCH_BAD_PORTS } from "~/.server/fetch-bad-ports";

/** A random port in [from, from + span) that a browser will open, and so will `offset` ports above it. */
export function randomBrowserPort(from: number, span: number, offset = 0): number {
  for (;;) {
    const port = from + Math.floor(Math.random() * span);
    if (!FETCH_BAD_PORTS.has(port) && !FETCH_BAD_PORTS.has(port + offset)) return port;
  }
}
