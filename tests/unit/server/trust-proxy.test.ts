import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { type ResolveClientOptions, resolveForwardedClient, trustProxyFrom } from "../../../server/trust-proxy";

/** The client as the store derives it with TRUST_PROXY set to `trustProxy`. */
function resolve(trustProxy: string | undefined, request: Partial<Omit<ResolveClientOptions, "trust">>) {
  const trust = trustProxyFrom(parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
  return resolveForwardedClient({
    trust,
    socketAddress: "127.0.0.1",
    socketProtocol: "http",
    forwardedFor: null,
    forwardedProto: null,
    ...request,
  });
}

describe("TRUST_PROXY unset (no proxy trusted)", () => {
  it("keys on the socket and ignores every forwarded header", () => {
    expect(
      resolve(undefined, { socketAddress: "198.51.100.7", forwardedFor: "203.0.113.1", forwardedProto: "https" }),
    ).toEqual({ ip: "198.51.100.7", protocol: "http" });
  });

  it("treats 0 and an empty value as unset", () => {
    for (const value of ["0", "", "  "]) {
      expect(resolve(value, { forwardedFor: "203.0.113.1", forwardedProto: "https" })).toEqual({
        ip: "127.0.0.1",
        protocol: "http",
      });
    }
  });
});

describe("TRUST_PROXY as a number of hops", () => {
  it("takes the address the one trusted proxy appended, and its protocol", () => {
    expect(resolve("1", { forwardedFor: "203.0.113.9", forwardedProto: "https" })).toEqual({
      ip: "203.0.113.9",
      protocol: "https",
    });
  });

  it("never reaches entries a client wrote in front of the proxy's own", () => {
    expect(resolve("1", { forwardedFor: "10.0.0.1, 1.2.3.4, 203.0.113.9" }).ip).toBe("203.0.113.9");
  });

  it("walks as many hops as it trusts, and no further", () => {
    const forwardedFor = "192.0.2.66, 203.0.113.9, 10.0.0.2";
    expect(resolve("2", { forwardedFor }).ip).toBe("203.0.113.9");
    expect(resolve("3", { forwardedFor }).ip).toBe("192.0.2.66");
  });

  it("stops at the furthest address when there are fewer entries than trusted hops", () => {
    expect(resolve("5", { forwardedFor: "203.0.113.9, 10.0.0.2" }).ip).toBe("203.0.113.9");
  });

  it("keeps the socket's address when the trusted proxy sent no X-Forwarded-For", () => {
    expect(resolve("1", { socketAddress: "10.0.0.5" }).ip).toBe("10.0.0.5");
  });

  it("does not hand over to an entry that is not an address", () => {
    expect(resolve("1", { socketAddress: "10.0.0.5", forwardedFor: "unknown" }).ip).toBe("10.0.0.5");
    expect(resolve("2", { forwardedFor: "<script>, 203.0.113.9" }).ip).toBe("203.0.113.9");
  });

  it("reads the first X-Forwarded-Proto value, and only http or https", () => {
    expect(resolve("1", { forwardedProto: "https, http" }).protocol).toBe("https");
    expect(resolve("1", { forwardedProto: "HTTPS" }).protocol).toBe("https");
    expect(resolve("1", { forwardedProto: "javascript" }).protocol).toBe("http");
  });
});

describe("TRUST_PROXY as addresses and ranges", () => {
  const trusted = "127.0.0.1, 10.0.0.0/8, fd00::/8";

  it("hands over only while the hop is a trusted proxy", () => {
    expect(resolve(trusted, { forwardedFor: "1.2.3.4, 203.0.113.9, 10.1.2.3", forwardedProto: "https" })).toEqual({
      ip: "203.0.113.9",
      protocol: "https",
    });
  });

  it("ignores the headers of a peer that is not a trusted proxy", () => {
    expect(
      resolve(trusted, { socketAddress: "198.51.100.7", forwardedFor: "10.0.0.1", forwardedProto: "https" }),
    ).toEqual({ ip: "198.51.100.7", protocol: "http" });
  });

  it("takes the furthest entry when every hop is trusted", () => {
    expect(resolve(trusted, { forwardedFor: "10.9.9.9, 10.0.0.1" }).ip).toBe("10.9.9.9");
  });

  it("matches an IPv4 proxy on a dual-stack socket (::ffff:a.b.c.d)", () => {
    expect(resolve(trusted, { socketAddress: "::ffff:10.0.0.3", forwardedFor: "203.0.113.9" }).ip).toBe("203.0.113.9");
    expect(resolve("1", { socketAddress: "::ffff:198.51.100.7" }).ip).toBe("198.51.100.7");
  });

  it("handles IPv6 proxies and clients, bracketed or with ports", () => {
    expect(resolve(trusted, { socketAddress: "fd00::1", forwardedFor: "2001:DB8::5" }).ip).toBe("2001:db8::5");
    expect(resolve(trusted, { socketAddress: "fd00::1", forwardedFor: "[2001:db8::5]:4711" }).ip).toBe("2001:db8::5");
    expect(resolve(trusted, { forwardedFor: "203.0.113.9:4711" }).ip).toBe("203.0.113.9");
    expect(resolve("::1", { socketAddress: "::1", forwardedFor: "2001:db8::5" }).ip).toBe("2001:db8::5");
  });

  it("does not let a client step past an untrusted IPv6 hop", () => {
    expect(resolve(trusted, { socketAddress: "fd00::1", forwardedFor: "fd00::2, 2001:db8::5, fd00::3" }).ip).toBe(
      "2001:db8::5",
    );
  });
});

describe("the TRUST_PROXY setting", () => {
  it("refuses a value that is neither a count nor addresses, naming the variable", () => {
    for (const value of ["yes", "10.0.0.0/33", "10.0.0.1, example.com", "-1", "1.5"]) {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrowError(/TRUST_PROXY/);
    }
  });

  it("reads counts and address lists", () => {
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(parseEnv({}).TRUST_PROXY).toEqual({ hops: 0 });
    expect(parseEnv({ TRUST_PROXY: " 10.0.0.0/8 ,::1" }).TRUST_PROXY).toEqual({ addresses: ["10.0.0.0/8", "::1"] });
  });
});
