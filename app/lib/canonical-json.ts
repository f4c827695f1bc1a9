/**
 * JSON with every object's keys in one order, so two values compare equal whatever order their keys were written
 * in (jsonb hands keys back in its own order; objects built in different places list them differently).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === "object" && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}
