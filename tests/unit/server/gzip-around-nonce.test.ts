import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipParts, gzipWithNonce } from "../../../server/gzip-around-nonce";
import { acceptsGzip } from "../../../server/gzip-format";

/** A page split where its nonce goes, as the page cache keeps it. */
function parts(...texts: string[]): Buffer[] {
  return texts.map((text) => Buffer.from(text));
}

describe("gzipWithNonce", () => {
  it("unpacks to the page joined with the nonce, checksum and length included", () => {
    const page = parts(
      '<html><script nonce="',
      '">hydrate()</script><p>Crème brûlée 😀</p>',
      '<script nonce="',
      '"></script>',
    );
    const compressed = gzipParts(page);
    for (const nonce of ["abc", "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA", ""]) {
      const body = gzipWithNonce(compressed, nonce);
      expect(gunzipSync(body).toString()).toBe(page.map(String).join(nonce));
    }
  });

  it("handles empty parts, a nonce at either end and a part larger than a stored block", () => {
    const large = "protein ".repeat(20_000) + "whey".repeat(30_000);
    const page = parts("", "a", "", large, "");
    const body = gzipWithNonce(gzipParts(page), "n0nce");
    expect(gunzipSync(body).toString()).toBe(page.map(String).join("n0nce"));
  });

  it("compresses the page, not only copies it", () => {
    const text = "<li>Whey protein, chocolate, 2 lb</li>".repeat(500);
    const body = gzipWithNonce(gzipParts(parts(text, text)), "nonce");
    expect(body.length).toBeLessThan(text.length / 20);
  });
});

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br, GZIP", true],
    ["gzip;q=0.5", true],
    ["*", true],
    ["br, *;q=0.1", true],
    ["gzip;q=0", false],
    ["br, gzip;q=0, *", false],
    ["identity", false],
    ["br", false],
    ["", false],
  ])("%j: %s", (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });

  it("says no without the header", () => {
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
