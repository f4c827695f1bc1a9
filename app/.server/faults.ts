import { getEnv } from "./env";

/**
 * Failures browser tests can ask for, to see the error screens of a running store: with
 * FAULT_INJECTION=true, a request carrying the cookie `store-fault=<name>` makes the named call throw.
 * Off by default and refused at start on a public URL (see env.ts), so shoppers can never trigger it.
 */
export type Fault = "catalog" | "product" | "brand";

export function throwIfFaultInjected(request: Request, fault: Fault): void {
  if (!getEnv().FAULT_INJECTION) return;
  const cookie = request.headers.get("cookie") ?? "";
  const wanted = cookie
    .split(/;\s*/)
    .find((part) => part.startsWith("store-fault="))
    ?.slice("store-fault=".length);
  if (wanted === fault) throw new Error(`Injected fault: ${fault}`);
}
