import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { pgliteWorkerChunk } from "./bundling/pglite-worker-chunk";
import { shellChunk } from "./bundling/shell-chunk";

// The server build's entry is our Hono app (server/app.ts), which imports the
// React Router build through its virtual module: one bundle, one process.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : { rollupOptions: { output: { manualChunks: shellChunk } } },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), pgliteWorkerChunk()],
}));
