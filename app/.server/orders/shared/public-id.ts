import { randomBytes } from "node:crypto";

/** 128 random bits, base64url: 22 characters nobody can guess or enumerate (docs/product.md#order-links). */
export function createPublicId(): string {
  return randomBytes(16).toString("base64url");
}

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

/** Anything else cannot be an order, so it is answered without touching the database. */
export function isPublicId(value: unknown): value is string {
  return typeof value === "string" && PUBLIC_ID.test(value);
}
