import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const PGLITE_WORKER = fileURLToPath(new URL("./app/.server/db/pglite-worker.mjs", import.meta.url));
const PGLITE_WORKER_URL = 'new URL("./pglite-worker.mjs", import.meta.url)';

/**
 * The PGlite worker (decision 191) is a file Node starts on its own thread, found beside the module that starts it.
 * Bundled, that module lands in some chunk under build/server: the build emits the worker as a chunk of its own and
 * points the URL at it, wherever both end up. Development, tests and scripts load the source file as it is.
 */
function pgliteWorkerChunk(): Plugin {
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

// The server build's entry is our Hono app (server/app.ts), which imports the
// React Router build through its virtual module: one bundle, one process.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), pgliteWorkerChunk()],
}));
