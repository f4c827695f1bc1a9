import { z } from "zod";

/** TRUST_PROXY as configured: a count of trusted hops (0 trusts nothing), or the trusted proxies' addresses. */
export type TrustProxySetting = { hops: number } | { addresses: string[] };

const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * Unset or empty trusts no proxy; a whole number trusts that many hops in front of the store; otherwise a
 * comma-separated list of addresses and CIDR ranges, IPv4 or IPv6 (decision 071).
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxySetting => {
    const text = value?.trim() ?? "";
    if (text === "") return { hops: 0 };
    if (/^\d+$/.test(text)) return { hops: Number(text) };
    const addresses = text.split(",").map((entry) => entry.trim());
    if (addresses.every((entry) => proxyAddress.safeParse(entry).success)) return { addresses };
    ctx.addIssue({
      code: "custom",
      message: "must be a number of hops or a comma-separated list of IP addresses and CIDR ranges",
    });
    return z.NEVER;
  });
