import { describe, expect, it } from "vitest";
import {
  arrayOf,
  boolean,
  integer,
  matching,
  nonEmptyString,
  nullable,
  object,
  optional,
  ShapeError,
  safeRead,
  string,
} from "~/lib/json-shape";

const readLine = object<{
  id: string;
  note?: string;
  tags: string[];
  count: number;
  price: number | null;
  on: boolean;
}>({
  id: matching(/^[a-z]+$/, "letters"),
  note: optional(nonEmptyString),
  tags: arrayOf(string),
  count: integer({ min: 1 }),
  price: nullable(integer({ min: 0 })),
  on: boolean,
});

const good = { id: "abc", tags: ["x"], count: 2, price: null, on: true };

describe("json-shape readers", () => {
  it("return the value, rebuilt without unknown fields and without absent optional ones", () => {
    expect(readLine({ ...good, extra: 1 })).toStrictEqual(good);
    expect(readLine({ ...good, note: "hi", price: 5 })).toStrictEqual({ ...good, note: "hi", price: 5 });
  });

  it("name the first wrong field", () => {
    expect(() => readLine({ ...good, count: 0 })).toThrow("count: expected a whole number of at least 1");
    expect(() => readLine({ ...good, count: 1.5 })).toThrow(ShapeError);
    expect(() => readLine({ ...good, id: "ABC" })).toThrow("id: expected letters");
    expect(() => readLine({ ...good, tags: ["x", 3] })).toThrow("tags[1]: expected text");
    expect(() => readLine({ ...good, price: -1 })).toThrow("price: expected a whole number of at least 0");
    expect(() => readLine({ ...good, note: "" })).toThrow("note: expected non-empty text");
    expect(() => readLine({ ...good, on: "yes" })).toThrow("on: expected true or false");
    expect(() => arrayOf(readLine)([good, null])).toThrow("[1]: expected an object");
    expect(() => readLine([])).toThrow("value: expected an object");
  });

  it("safeRead reports a wrong shape instead of throwing it", () => {
    expect(safeRead(readLine, good)).toEqual({ ok: true, value: good });
    const bad = safeRead(readLine, { ...good, on: 1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toBe("on: expected true or false");
  });
});
