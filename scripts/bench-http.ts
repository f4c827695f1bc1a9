/** Loopback addresses for the benchmarks' orders (their requests go through tests/support/send-request.ts). */
let lastAddress = 1;

/** The next of 127.0.0.2 … 127.0.0.254, in turn: each stays far below ten orders a minute at five a second. */
export function nextLoopbackAddress(): string {
  lastAddress = (lastAddress % 253) + 1;
  return `127.0.0.${lastAddress + 1}`;
}
