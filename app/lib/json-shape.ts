/**
 * Small readers that check JSON the browser gets back from local storage or our own API. zod checks every
 * server boundary; in the browser these few lines do the same job without putting zod into every page's
 * first download (docs/decisions/007-javascript-budget.md). A reader returns the value, objects rebuilt from
 * their known keys (unknown fields are dropped), or throws a ShapeError naming the first wrong field.
 */
export type Reader<T> = (value: unknown, path?: string) => T;

export class ShapeError extends Error {
  override name = "ShapeError";
}

function fail(path: string, expected: string): never {
  throw new ShapeError(`${path || "value"}: expected ${expected}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const string: Reader<string> = (value, path = "") => (typeof value === "string" ? value : fail(path, "text"));

export const nonEmptyString: Reader<string> = (value, path = "") =>
  typeof value === "string" && value.length > 0 ? value : fail(path, "non-empty text");

export function matching(pattern: RegExp, expected: string): Reader<string> {
  return (value, path = "") => (typeof value === "string" && pattern.test(value) ? value : fail(path, expected));
}

export const boolean: Reader<boolean> = (value, path = "") =>
  typeof value === "boolean" ? value : fail(path, "true or false");

export const number: Reader<number> = (value, path = "") =>
  typeof value === "number" && Number.isFinite(value) ? value : fail(path, "a number");

export function integer({ min = Number.MIN_SAFE_INTEGER } = {}): Reader<number> {
  return (value, path = "") =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= min
      ? value
      : fail(path, `a whole number of at least ${min}`);
}

export function nullable<T>(read: Reader<T>): Reader<T | null> {
  return (value, path) => (value === null ? null : read(value, path));
}

export function optional<T>(read: Reader<T>): Reader<T | undefined> {
  return (value, path) => (value === undefined ? undefined : read(value, path));
}

/** An absent value reads as `fallback`: a field added after values were stored. */
export function withDefault<T>(read: Reader<T>, fallback: T): Reader<T> {
  return (value, path) => (value === undefined ? fallback : read(value, path));
}

export function arrayOf<T>(read: Reader<T>): Reader<T[]> {
  return (value, path = "") => {
    if (!Array.isArray(value)) return fail(path, "a list");
    return value.map((item, index) => read(item, `${path}[${index}]`));
  };
}

/** An object with exactly these fields; optional fields that are absent stay absent. */
export function object<T>(fields: { [K in keyof T]-?: Reader<T[K]> }): Reader<T> {
  return (value, path = "") => {
    if (!isRecord(value)) return fail(path, "an object");
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries<Reader<unknown>>(fields)) {
      const field = read(value[key], path ? `${path}.${key}` : key);
      if (field !== undefined) result[key] = field;
    }
    return result as T;
  };
}

/** Reads without throwing, for callers that drop or report a bad value. */
export function safeRead<T>(
  read: Reader<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; error: ShapeError } {
  try {
    return { ok: true, value: read(value) };
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, error };
    throw error;
  }
}
