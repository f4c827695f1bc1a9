import path from "node:path";
import { count } from "drizzle-orm";
import { logger } from "../logger";
import { seedCatalog } from "../seed";
import type { DatabaseHandle } from "./client";
import { products } from "./schema";

/** Applies pending migrations, then seeds the demo catalogue into an empty store. */
export async function prepareDatabase(options: { handle: DatabaseHandle; dataDir: string; seed: boolean }) {
  const { handle, dataDir, seed } = options;
  await handle.migrate();
  if (!seed) return;
  const [row] = await handle.db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) return;
  const result = await seedCatalog({ db: handle.db, imagesDir: path.join(dataDir, "images") });
  logger.info(result, "seeded the demo catalogue");
}
