import { describe, expect, it, vi } from "vitest";
import { warnAboutRefusedOrigin } from "~/.server/refused-origin";

const DOCUMENT_ERROR = new Error(
  "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
);

function post(url: string, origin: string | null) {
  return new Request(url, { method: "POST", headers: origin ? { Origin: origin } : {} });
}

describe("warnAboutRefusedOrigin", () => {
  it("logs a refused document post as a warning with the origin and path, no stack", () => {
    const warn = vi.fn();
    const request = post("http://shop.example.com/contact", "https://evil.example");
    expect(warnAboutRefusedOrigin({ error: DOCUMENT_ERROR, request, logger: { warn } })).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      { method: "POST", path: "/contact", origin: "https://evil.example" },
      "cross-origin post refused",
    );
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/at .*\.js/);
  });

  it("recognises the bare refusal of a .data post from another origin", () => {
    const warn = vi.fn();
    const request = post("http://shop.example.com/contact.data", "https://evil.example");
    expect(warnAboutRefusedOrigin({ error: new Error("Bad Request"), request, logger: { warn } })).toBe(true);
  });

  it("leaves every other error to the normal report", () => {
    const warn = vi.fn();
    const cases = [
      { error: new Error("database down"), request: post("http://shop.example.com/contact", "https://evil.example") },
      { error: DOCUMENT_ERROR, request: post("http://shop.example.com/contact", "http://shop.example.com") },
      { error: new Error("Bad Request"), request: post("http://shop.example.com/contact", "https://evil.example") },
      { error: DOCUMENT_ERROR, request: new Request("http://shop.example.com/contact") },
    ];
    for (const { error, request } of cases) {
      expect(warnAboutRefusedOrigin({ error, request, logger: { warn } })).toBe(false);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
