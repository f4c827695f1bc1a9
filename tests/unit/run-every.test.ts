import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "~/.server/run-every";

describe("runEvery", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then the interval after each run ends, and keeps going after a failed run", async () => {
    let runs = 0;
    const loop = runEvery(1000, async () => {
      runs++;
      if (runs === 1) throw new Error("a failed run");
    });
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    await loop.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it("never overlaps runs, and stop() waits for the run in progress and tells it to end", async () => {
    let finish: () => void = () => {};
    const seen: boolean[] = [];
    let runs = 0;
    const loop = runEvery(10, (isStopped) => {
      runs++;
      return new Promise<void>((resolve) => {
        finish = () => {
          seen.push(isStopped());
          resolve();
        };
      });
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(seen).toEqual([true]);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
  });
});
