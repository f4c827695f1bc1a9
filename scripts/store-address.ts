import { isLocalUrl } from "~/.server/env";

/** The running store on this machine: PUBLIC_URL's host on a localhost store, else the loopback address. */
export function storeAddress(env: { PUBLIC_URL: string; PORT: number }, url?: string): URL {
  if (url) return new URL(url);
  const address = isLocalUrl(env.PUBLIC_URL) ? new URL(env.PUBLIC_URL) : new URL("http://127.0.0.1");
  address.port = String(env.PORT);
  return address;
}
