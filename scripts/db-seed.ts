import { parseArgs } from "node:util";
import { closeDatabase, getDatabaseHandle } from "~/.server/db";
import { seedDemo, seedGeneratedProducts } from "~/.server/demo";
import { getEnv } from "~/.server/env";
import { createImageStore } from "~/.server/images/store";

/**
 * `npm run db:seed`: loads the demo catalogue and its images (into the image store); safe to run again.
 * `npm run db:seed -- --products 50000` also adds that many generated products for benchmarks.
 */
const { values } = parseArgs({ options: { products: { type: "string" } } });
const generatedCount = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(generatedCount) || generatedCount < 0) {
  console.error(`--products needs a whole number, got "${values.products}"`);
  process.exit(1);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const handle = await getDatabaseHandle();
await handle.migrate();

let started = performance.now();
const demo = await seedDemo({ db: handle.db, imageStore: createImageStore({ env: getEnv(), db: handle.db }) });
console.log(
  `Demo catalogue: ${demo.products} products, ${demo.imagesWritten} images written, ${demo.imagesSkipped} already there (${seconds(started)} s, ${handle.kind}).`,
);

if (generatedCount > 0) {
  started = performance.now();
  await seedGeneratedProducts({ db: handle.db, count: generatedCount });
  console.log(`Generated catalogue: ${generatedCount} products (${seconds(started)} s).`);
}

await closeDatabase();
