import { describe, expect, it } from "vitest";
import { emptyCatalogDescription } from "~/lib/empty-catalog";

describe("emptyCatalogDescription", () => {
  const sentence = (provider: string) => `Your catalog appears to be empty. Please check your ${provider} account. `;

  it("names Square and its import when Square takes the payments", () => {
    const text = emptyCatalogDescription({ name: "square", displayName: "Square" });
    expect(text.startsWith(sentence("Square"))).toBe(true);
    expect(text).toContain("npm run catalog:import");
  });

  it("names the test provider and offers the demo catalogue first", () => {
    const text = emptyCatalogDescription({ name: "test", displayName: "Test Payments" });
    expect(text).toBe(
      `${sentence("Test Payments")}Load the demo catalogue with npm run db:seed, or connect Square and import its catalogue with npm run catalog:import.`,
    );
  });
});
