import { BlockList } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { normalizeAddress, resolveForwardedClient, type TrustProxy } from "./trust-proxy";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether the connection itself comes from this machine; forwarded headers never count here. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = normalizeAddress(address);
  return LOOPBACK.check(plain, plain.includes(":") ? "ipv6" : "ipv4");
}

export type ClientRequest = {
  /** The request as the client sent it: the protocol a trusted proxy reports replaces the socket's. */
  request: Request;
  /** The client's address through trusted proxies (rate limits count on it). */
  clientIp: string | undefined;
  /** The socket's peer is this machine (the development mailbox answers only then). */
  fromLoopback: boolean;
  /**
   * The socket's peer and the client a trusted proxy reports are both this machine: behind a proxy on the
   * same machine every socket is loopback, so the store's loopback-only commands ask for this (decision 202).
   */
  fromThisMachine: boolean;
};

function resolveClient(c: Context, trust: TrustProxy) {
  const socketAddress = getConnInfo(c).remote.address;
  const url = new URL(c.req.raw.url);
  const socketProtocol = url.protocol === "https:" ? "https" : "http";
  const client = resolveForwardedClient({
    trust,
    socketAddress,
    socketProtocol,
    forwardedFor: c.req.raw.headers.get("x-forwarded-for"),
    forwardedProto: c.req.raw.headers.get("x-forwarded-proto"),
  });
  url.protocol = `${client.protocol}:`;
  return { socketAddress, socketProtocol, client, url };
}

/** The request's URL as the client used it: https when a trusted proxy terminated TLS. */
export function clientUrl(c: Context, trust: TrustProxy): URL {
  return resolveClient(c, trust).url;
}

/**
 * What React Router should see of a request behind TRUST_PROXY: the client's address and, when a trusted
 * proxy terminated TLS, an https URL, so origin checks compare the origin the browser actually used.
 */
export function clientRequest(c: Context, trust: TrustProxy): ClientRequest {
  const { socketAddress, socketProtocol, client, url } = resolveClient(c, trust);
  const raw = c.req.raw;
  let request = raw;
  if (client.protocol !== socketProtocol) {
    request = new Request(url, {
      method: raw.method,
      headers: raw.headers,
      body: raw.body,
      signal: raw.signal,
      duplex: "half",
    } as RequestInit);
  }
  const fromLoopback = isLoopbackAddress(socketAddress);
  return { request, clientIp: client.ip, fromLoopback, fromThisMachine: fromLoopback && isLoopbackAddress(client.ip) };
}
