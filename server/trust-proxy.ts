import { BlockList, isIP } from "node:net";
import type { TrustProxySetting } from "~/.server/trust-proxy-setting";

/** Which proxies in front of the store may speak for the client (TRUST_PROXY, decision 071). */
export type TrustProxy =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "addresses"; addresses: BlockList };

/** An IPv4 address wrapped in IPv6 (`::ffff:10.0.0.1`, from a dual-stack socket) as its plain IPv4 form. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped?.[1] ?? address).toLowerCase();
}

function addressType(address: string): "ipv4" | "ipv6" {
  return isIP(address) === 4 ? "ipv4" : "ipv6";
}

/** The checked setting as a matcher; its entries are valid addresses or ranges (see trust-proxy-setting.ts). */
export function trustProxyFrom(setting: TrustProxySetting): TrustProxy {
  if ("hops" in setting) return setting.hops === 0 ? { kind: "none" } : { kind: "hops", hops: setting.hops };
  const addresses = new BlockList();
  for (const entry of setting.addresses) {
    const [address = "", prefix] = entry.split("/");
    const plain = normalizeAddress(address);
    if (prefix === undefined) addresses.addAddress(plain, addressType(plain));
    else addresses.addSubnet(address, Number(prefix), addressType(address));
  }
  return { kind: "addresses", addresses };
}

function isTrusted(trust: TrustProxy, address: string, hop: number): boolean {
  if (trust.kind === "hops") return hop < trust.hops;
  if (trust.kind === "addresses") return trust.addresses.check(address, addressType(address));
  return false;
}

/** One X-Forwarded-For entry as an address, or null when it is not one (ports and brackets are dropped). */
function forwardedAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const withoutPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  const address = bracketed?.[1] ?? withoutPort?.[1] ?? text;
  return isIP(address) === 0 ? null : normalizeAddress(address);
}

export type ForwardedClient = { ip: string | undefined; protocol: "http" | "https" };

export type ResolveClientOptions = {
  trust: TrustProxy;
  /** The address of the peer that opened the connection. */
  socketAddress: string | undefined;
  /** The protocol of that connection. */
  socketProtocol: "http" | "https";
  forwardedFor: string | null | undefined;
  forwardedProto: string | null | undefined;
};

/**
 * The client's address and protocol. Starting from the socket, each trusted hop hands over to the address
 * it reports, nearest first (the end of X-Forwarded-For); the first untrusted or unreadable one is the
 * client. A proxy appends what it saw, so entries a client made up sit further left and are never reached.
 * The protocol comes from X-Forwarded-Proto only when the socket's peer is itself trusted.
 */
export function resolveForwardedClient(options: ResolveClientOptions): ForwardedClient {
  const { trust, socketAddress, socketProtocol } = options;
  if (socketAddress === undefined) return { ip: undefined, protocol: socketProtocol };
  let ip = normalizeAddress(socketAddress);
  if (!isTrusted(trust, ip, 0)) return { ip, protocol: socketProtocol };

  const forwardedProto = options.forwardedProto?.split(",")[0]?.trim().toLowerCase();
  const protocol = forwardedProto === "http" || forwardedProto === "https" ? forwardedProto : socketProtocol;
  const entries = (options.forwardedFor ?? "").split(",").filter((entry) => entry.trim() !== "");
  for (let hop = 1; entries.length > 0; hop++) {
    const next = forwardedAddress(entries.pop() ?? "");
    if (next === null) break;
    ip = next;
    if (!isTrusted(trust, ip, hop)) break;
  }
  return { ip, protocol };
}
