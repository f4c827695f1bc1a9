import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { clientRequest, isLoopbackAddress } from "../../../server/client-request";
import { trustProxyFrom } from "../../../server/trust-proxy";

/** What the handler saw of one request arriving on a socket from `socketAddress`. */
async function seen(options: { trustProxy?: string; socketAddress: string; headers?: Record<string, string> }) {
  const trust = trustProxyFrom(parseEnv({ TRUST_PROXY: options.trustProxy }).TRUST_PROXY);
  const app = new Hono();
  app.post("*", async (c) => {
    const { request, clientIp, fromLoopback, fromThisMachine } = clientRequest(c, trust);
    return c.json({ url: request.url, body: await request.text(), clientIp, fromLoopback, fromThisMachine });
  });
  const response = await app.request(
    "http://shop.example.com/contact?x=1",
    { method: "POST", body: "name=Ada", headers: options.headers },
    { incoming: { socket: { remoteAddress: options.socketAddress } } },
  );
  return response.json();
}

describe("clientRequest", () => {
  it("gives React Router the https URL and client a trusted proxy reports, body intact", async () => {
    expect(
      await seen({
        trustProxy: "1",
        socketAddress: "127.0.0.1",
        headers: { "X-Forwarded-For": "203.0.113.9", "X-Forwarded-Proto": "https" },
      }),
    ).toEqual({
      url: "https://shop.example.com/contact?x=1",
      body: "name=Ada",
      clientIp: "203.0.113.9",
      fromLoopback: true,
      fromThisMachine: false,
    });
  });

  it("keeps the request as it came when no proxy is trusted", async () => {
    expect(
      await seen({
        socketAddress: "198.51.100.7",
        headers: { "X-Forwarded-For": "127.0.0.1", "X-Forwarded-Proto": "https" },
      }),
    ).toEqual({
      url: "http://shop.example.com/contact?x=1",
      body: "name=Ada",
      clientIp: "198.51.100.7",
      fromLoopback: false,
      fromThisMachine: false,
    });
  });

  it("judges loopback by the socket, never by a forwarded address", async () => {
    const viaProxy = await seen({
      trustProxy: "1",
      socketAddress: "10.0.0.2",
      headers: { "X-Forwarded-For": "127.0.0.1" },
    });
    expect(viaProxy).toMatchObject({ clientIp: "127.0.0.1", fromLoopback: false, fromThisMachine: false });
  });

  it("counts a client as on this machine only when the proxy on loopback reports a loopback client too (decision 202)", async () => {
    const remote = { trustProxy: "1", socketAddress: "127.0.0.1", headers: { "X-Forwarded-For": "203.0.113.9" } };
    expect(await seen(remote)).toMatchObject({ fromLoopback: true, fromThisMachine: false });
    const local = { trustProxy: "1", socketAddress: "127.0.0.1", headers: { "X-Forwarded-For": "::1" } };
    expect(await seen(local)).toMatchObject({ fromLoopback: true, fromThisMachine: true });
    expect(await seen({ socketAddress: "::1" })).toMatchObject({ fromThisMachine: true });
  });
});

describe("isLoopbackAddress", () => {
  it("knows this machine's addresses, IPv4, IPv6 and IPv4 on a dual-stack socket", () => {
    for (const address of ["127.0.0.1", "127.8.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it("refuses every other address, and an unknown one", () => {
    for (const address of ["10.0.0.1", "::ffff:10.0.0.1", "2001:db8::1", "::", "0.0.0.0", undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
