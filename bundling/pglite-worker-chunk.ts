import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PGLITE_WORKER = fileURLToPath(new URL("../app/.server/db/pglite-worker.mjs", import.meta.url));
const PGLITE_WORKER_URL = 'new URL("./pglite-worker.mjs", import.meta.url)';

/**
 * The PGlite worker (decision 191) is a file Node starts on its own thread, found beside the module that starts it.
 * Bundled, that module lands in some chunk under build/server: the build emits the worker as a chunk of its own and
 * points the URL at it, wherever both end up. Development, tests and scripts load the source file as it is.
 */
export function pgliteWorkerChunk(): Plugin {
  return {
    name: "pglite-worker-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "server",
    transform(code, id) {
      if (!id.endsWith("/app/.server/db/pglite-worker-client.ts")) return;
      if (!code.includes(PGLITE_WORKER_URL)) this.error(`${id} no longer says ${PGLITE_WORKER_URL}`);
      const reference = this.emitFile({ type: "chunk", id: PGLITE_WORKER, fileName: "pglite-worker.mjs" });
      return code.replace(PGLITE_WORKER_URL, `new URL(import.meta.ROLLUP_FILE_URL_${reference})`);
    },
  };
}
