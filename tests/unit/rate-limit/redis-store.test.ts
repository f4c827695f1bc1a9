import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisRateLimitStore } from "~/.server/rate-limit/redis-store";

/** A server that takes connections and never answers: a Redis that hangs. */
let silent: Server;
let silentPort = 0;
const sockets = new Set<Socket>();
beforeAll(async () => {
  silent = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentPort = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

/** A call that hung would fail the test by its timeout (5 s), far above the store's own 300 ms here. */
async function expectRefusal(url: string) {
  const store = createRedisRateLimitStore({ url, timeoutMs: 300 });
  try {
    await expect(store.hit("sign-in:ip:127.0.0.1", 60_000)).rejects.toThrow();
    await expect(store.peek("sign-in:ip:127.0.0.1")).rejects.toThrow();
  } finally {
    await store.close();
  }
}

describe("the Redis counters when Redis is away (decision 152)", () => {
  it("fail at once when nothing listens, instead of waiting for a connection", async () => {
    // Port 9 (discard) is closed on a test machine: the connection is refused.
    await expectRefusal("redis://127.0.0.1:9");
  });

  it("fail after the command timeout when Redis takes the connection but never answers", async () => {
    await expectRefusal(`redis://127.0.0.1:${silentPort}`);
  });
});
