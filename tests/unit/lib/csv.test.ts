import { describe, expect, it } from "vitest";
import { csvCell, csvLine, parseCsv } from "~/lib/csv";

describe("parseCsv", () => {
  it("reads quoted commas, doubled quotes, line breaks in cells, CRLF and LF rows, and skips a byte-order mark", () => {
    const text = '\uFEFFname,notes\r\n"Whey, 2lb","Say ""hi""\nthen go"\nCreatine,\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      ["name", "notes"],
      ["Whey, 2lb", 'Say "hi"\nthen go'],
      ["Creatine", ""],
    ]);
  });

  it("reads a last line without a line break, and refuses a quote never closed", () => {
    expect(parseCsv("a,b\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv('a,b\n"1,2\n')).toBeNull();
  });

  it("gives back exactly what csvLine wrote, formula guards included", () => {
    const values = ["=1+1", "-3 scoops", "'=quoted", "''+two", "@home", "plain", "", 'a "b", c', "x\r\ny", "'plain"];
    expect(parseCsv(csvLine(values))).toEqual([values]);
  });

  it("guards a formula after a list separator too: a spreadsheet set to split on ; would start a cell there", () => {
    expect(csvCell("Jo;=1+1")).toBe("Jo;'=1+1");
    expect(csvCell("a;+b;@c")).toBe("a;'+b;'@c");
    expect(csvCell("Lee, =SUM(A1)")).toBe(`"Lee, '=SUM(A1)"`);
    expect(csvCell("Lee,=SUM(A1)")).toBe(`"Lee,'=SUM(A1)"`);
    const values = ["Jo;=1+1", "a;'=b", "x,-1;@y", "=a;=b", "semi;colon", "Lee; =1", "two\n=lines"];
    const line = csvLine(values);
    for (const field of line.trimEnd().split(/[;,\n]/)) expect(field.replace(/^"? */, "")).not.toMatch(/^[=+\-@\t\r]/);
    expect(parseCsv(line)).toEqual([values]);
  });
});
