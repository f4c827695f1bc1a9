/** Requests that choose their connection: kept alive, or new, from a given loopback address (benches, tests). */
import http from "node:http";

export type Answer = { status: number; ms: number } | { timedOut: true; ms: number };

/**
 * Sends one request and reads its whole answer. `agent: false` opens a new connection for it. `from` picks the
 * loopback address it comes from (all of 127.0.0.0/8 is this machine): the store limits orders per client
 * address (decision 023), and a bench's hundreds of orders stand for hundreds of shoppers. An answer not
 * complete within `timeoutMs` counts as timed out and its request is abandoned, as a browser's would be. A
 * form goes as the store's own page sends it, with the store's origin (decision 200).
 */
export function send(
  url: string,
  options: {
    agent: http.Agent | false;
    method?: string;
    form?: URLSearchParams;
    from?: string;
    timeoutMs?: number;
    headers?: Record<string, string>;
  },
): Promise<Answer> {
  const body = options.form?.toString();
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method ?? "GET",
      agent: options.agent,
      localAddress: options.from,
      headers: {
        ...options.headers,
        ...(body ? { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(url).origin } : {}),
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ timedOut: true, ms: elapsed() });
    }, options.timeoutMs ?? 30_000);
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, ms: elapsed() });
      });
    });
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
