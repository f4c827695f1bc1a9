import type { z } from "zod";

/** A webhook body read by its schema: null for one that is not JSON or not of that shape, never a throw. */
export function readJsonBody<Schema extends z.ZodType>(schema: Schema, rawBody: string): z.output<Schema> | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
