import { announceCatalogChanged } from "~/.server/cache/catalog-change-channel";
import { closeDatabase, getDatabaseHandle } from "~/.server/db";
import { getEnv } from "~/.server/env";
import { createSquareClientFromEnv, importSquareCatalog } from "~/.server/payments/square";
import type { CatalogImportProgress } from "~/.server/payments/square/catalog-import";

/**
 * `npm run catalog:import`: copies the Square catalogue (SQUARE_ACCESS_TOKEN, SQUARE_LOCATION_ID) into the
 * store's products; safe to run again. On the embedded database, stop the store first (PGlite allows one
 * process at a time).
 */
const env = getEnv();
if (!env.SQUARE_ACCESS_TOKEN || !env.SQUARE_LOCATION_ID) {
  console.error(
    "Set SQUARE_ACCESS_TOKEN, SQUARE_LOCATION_ID and SQUARE_WEBHOOK_SIGNATURE_KEY first (see .env.example).",
  );
  process.exit(1);
}

const BAR_WIDTH = 30;
const interactive = process.stdout.isTTY === true;

function line(progress: CatalogImportProgress): string {
  if (progress.phase === "fetch") return `Reading the Square catalogue: ${progress.objects} objects`;
  if (progress.phase === "stock") return `Reading stock counts: ${progress.counts} variations`;
  const share = progress.total === 0 ? 1 : progress.done / progress.total;
  const filled = Math.round(share * BAR_WIDTH);
  const bar = `${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}`;
  return `Writing products [${bar}] ${Math.round(share * 100)}% ${progress.done}/${progress.total}`;
}

let lastPhase: CatalogImportProgress["phase"] | undefined;
function draw(progress: CatalogImportProgress) {
  if (interactive) {
    // A new phase starts on a new line; within a phase the line is redrawn in place.
    const prefix = lastPhase && lastPhase !== progress.phase ? "\n" : "\r";
    process.stdout.write(`${prefix}${line(progress)}\x1b[K`);
  } else if (lastPhase !== progress.phase) {
    console.log(line(progress));
  }
  lastPhase = progress.phase;
}

const handle = await getDatabaseHandle();
await handle.migrate();
const started = performance.now();
try {
  const result = await importSquareCatalog({
    db: handle.db,
    client: createSquareClientFromEnv(env),
    locationId: env.SQUARE_LOCATION_ID,
    onProgress: draw,
  });
  if (interactive) process.stdout.write("\n");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Imported ${result.imported} products from Square (${seconds} s, ${handle.kind}).`);
  // Running store processes drop their cached pages now rather than within their minute (decision 162).
  if (handle.kind === "postgres") await announceCatalogChanged({ db: handle.db });
  for (const item of result.skipped) console.log(`  skipped "${item.name}": ${item.reason}`);
} finally {
  await closeDatabase();
}
