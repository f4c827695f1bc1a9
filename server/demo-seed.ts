import { importStoreArticles } from "~/.server/blog/store-articles";
import { hasNoProducts } from "~/.server/catalog/home";
import type { Database } from "~/.server/db";
import { seedDemo, writeStoreArtwork } from "~/.server/demo";
import { type Env, isLocalUrl } from "~/.server/env";
import type { ImageStore } from "~/.server/images/store";
import { logger } from "~/.server/logger";

/**
 * Whether start-up may load the demo catalogue (decision 053): SEED_DEMO decides when set; unset, only a store
 * on localhost gets it, so a new public shop never goes live with demo products and their made-up reviews.
 */
export function shouldSeedDemo(env: Pick<Env, "SEED_DEMO" | "PUBLIC_URL">): boolean {
  return env.SEED_DEMO ?? isLocalUrl(env.PUBLIC_URL);
}

/**
 * Copies the store's own articles into an empty blog, then seeds the demo into an empty store when
 * allowed; otherwise draws just the store's own artwork.
 */
export async function seedDemoOnStart(options: { db: Database; env: Env; imageStore: ImageStore }): Promise<void> {
  const { db, env, imageStore } = options;
  const articles = await importStoreArticles({ db });
  if (articles > 0) logger.info({ articles }, "copied the store's articles into the blog");
  if (shouldSeedDemo(env) && (await hasNoProducts({ db }))) {
    logger.info(await seedDemo({ db, imageStore }), "seeded the demo catalogue");
    return;
  }
  await writeStoreArtwork({ imageStore });
}
