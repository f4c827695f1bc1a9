import { describe, expect, it } from "vitest";
import { sweepIntervalMs } from "~/.server/orders/checkout/expiry-sweep";

describe("sweepIntervalMs", () => {
  it("sweeps every minute for the default two hours, and within a sixth of a short expiry", () => {
    expect(sweepIntervalMs(120 * 60_000)).toBe(60_000);
    expect(sweepIntervalMs(60_000)).toBe(10_000);
    expect(sweepIntervalMs(10)).toBe(1000);
  });
});
