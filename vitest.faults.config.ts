import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// The fault suite (docs/testing.md): two built store processes on a private PostgreSQL and Redis, under a
// purchase load, through a database cut, a PostgreSQL restart and a Redis stop. Needs `npm run build` first.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    name: "faults",
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    env: { LOG_LEVEL: "silent" },
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
