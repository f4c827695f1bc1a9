import { describe, expect, it } from "vitest";
import { FETCH_BAD_PORTS } from "~/.server/fetch-bad-ports";

describe("FETCH_BAD_PORTS", () => {
  // The list is the standard's; this checks it against the fetch the store runs on, without any traffic:
  // fetch refuses a bad port before it connects.
  it("holds only ports this Node's fetch refuses", async () => {
    const accepted: number[] = [];
    for (const port of FETCH_BAD_PORTS) {
      const error = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) }).then(
        () => null,
        (failure: Error) => failure,
      );
      if (!(error?.cause instanceof Error) || error.cause.message !== "bad port") accepted.push(port);
    }
    expect(accepted).toEqual([]);
  });
});
