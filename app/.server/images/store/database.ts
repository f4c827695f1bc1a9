import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type Database, getDb } from "~/.server/db";
import { imageOriginals } from "~/.server/db/schema";
import type { ImageStore } from "./types";

/** Originals in the store's own database (PGlite or PostgreSQL): `image_originals`. */
export function databaseImageStore(options: { db?: Database } = {}): ImageStore {
  const database = async () => options.db ?? (await getDb());
  return {
    kind: "database",
    async head(key) {
      const db = await database();
      const [row] = await db
        .select({ version: imageOriginals.version })
        .from(imageOriginals)
        .where(eq(imageOriginals.key, key));
      return row;
    },
    async read(key) {
      const db = await database();
      const [row] = await db
        .select({ bytes: imageOriginals.bytes })
        .from(imageOriginals)
        .where(eq(imageOriginals.key, key));
      return row?.bytes;
    },
    async write({ key, bytes }) {
      const db = await database();
      const values = {
        version: createHash("sha256").update(bytes).digest("base64url"),
        size: bytes.byteLength,
        bytes,
      };
      await db
        .insert(imageOriginals)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: imageOriginals.key, set: { ...values, updatedAt: sql`now()` } });
    },
  };
}
