import { describe, expect, it } from "vitest";
import { emptyCatalogDescription } from "~/lib/empty-catalog";

describe("emptyCatalogDescription", () => {
  it("names the provider's account, then its next step", () => {
    expect(emptyCatalogDescription({ displayName: "Square", nextStep: "Import it." })).toBe(
      "Your catalog appears to be empty. Please check your Square account. Import it.",
    );
  });
});
