import { getEnv } from "~/.server/env";

/**
 * Failures browser tests can ask for, to see the error screens of a running store: with
 * FAULT_INJECTION=true, a request carrying the cookie `store-fault=<name>` makes the named call throw.
 * Off by default and refused at start on a public URL (see env.ts), so shoppers can never trigger it.
 * `empty-catalog` throws nothing: the home page reads the catalogue as empty.
 */
export type Fault = "catalog" | "product" | "brand" | "empty-catalog";

export function isFaultInjected(request: Request, fault: Fault): boolean {
  if (!getEnv().FAULT_INJECTION) return false;
  const cookie = request.headers.get("cookie") ?? "";
  const wanted = cookie
    .split(/;\s*/)
    .find((part) => part.startsWith("store-fault="))
    ?.slice("store-fault=".length);
  return wanted === fault;
}

export function throwIfFaultInjected(request: Request, fault: Fault): void {
  if (isFaultInjected(request, fault)) throw new Error(`Injected fault: ${fault}`);
}
