import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "~/lib/orders-csv";

describe("the order export's CSV cells", () => {
  it("quotes commas, quotes and line breaks, and leaves plain text alone", () => {
    expect(csvCell("Dallas")).toBe("Dallas");
    expect(csvCell("Fort Worth, TX")).toBe('"Fort Worth, TX"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvLine(["a", "b,c"])).toBe('a,"b,c"\r\n');
  });

  it("puts an apostrophe before a cell a spreadsheet would run as a formula", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell("=A1,B1")).toBe(`"'=A1,B1"`);
    expect(csvCell("a=b")).toBe("a=b");
  });
});
