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
};

/**
 * What React Router should see of a request behind TRUST_PROXY: the client's address and, when a trusted
 * proxy terminated TLS, an https URL, so origin checks compare the origin the browser actually used.
 */
export function clientRequest(c: Context, trust: TrustProxy): ClientRequest {
  const socketAddress = getConnInfo(c).remote.address;
  const raw = c.req.raw;
  const url = new URL(raw.url);
  const socketProtocol = url.protocol === "https:" ? "https" : "http";
  const client = resolveForwardedClient({
    trust,
    socketAddress,
    socketProtocol,
    forwardedFor: raw.headers.get("x-forwarded-for"),
    forwardedProto: raw.headers.get("x-forwarded-proto"),
  });
  let request = raw;
  if (client.protocol !== socketProtocol) {
    url.protocol = `${client.protocol}:`;
    request = new Request(url, {
      method: raw.method,
      headers: raw.headers,
      body: raw.body,
      signal: raw.signal,
      duplex: "half",
    } as RequestInit);
  }
  return { request, clientIp: client.ip, fromLoopback: isLoopbackAddress(socketAddress) };
}
