import { describe, expect, it } from "vitest";
import { lowStockThresholdSchema } from "~/lib/stock-ledger.schema";

const VARIANT = "3f2b6c1e-8a4d-4e6f-9b1a-2c3d4e5f6a7b";
const NUMBER = "Enter the units at which to be told, a whole number from 0 to 10,000.";

function errorsOf(form: Record<string, string>) {
  const parsed = lowStockThresholdSchema.safeParse(form);
  return parsed.success ? null : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("the alert level's form (decisions 175, 183)", () => {
  it("sets the product's level, or one flavour's, whose empty level means the product's", () => {
    expect(lowStockThresholdSchema.parse({ threshold: " 12 " })).toEqual({ variant: null, threshold: 12 });
    expect(lowStockThresholdSchema.parse({ variant: "", threshold: "0" })).toEqual({ variant: null, threshold: 0 });
    expect(lowStockThresholdSchema.parse({ variant: VARIANT, threshold: "" })).toEqual({
      variant: VARIANT,
      threshold: null,
    });
  });

  it("asks for a number for the product, and refuses what is not a level or a flavour", () => {
    expect(errorsOf({ threshold: "" })).toEqual([["threshold", NUMBER]]);
    expect(errorsOf({ variant: "", threshold: "" })).toEqual([["threshold", NUMBER]]);
    expect(errorsOf({ threshold: "-1" })).toEqual([["threshold", NUMBER]]);
    expect(errorsOf({ threshold: "10001" })).toEqual([["threshold", NUMBER]]);
    expect(errorsOf({ variant: "mango", threshold: "3" })).toEqual([["variant", "Choose a flavor from the list."]]);
  });
});
