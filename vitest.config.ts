import { availableParallelism } from "node:os";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// The test tree mirrors the source tree (docs/testing.md), so the globs take every folder under each suite.
// Integration tests run once per database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
const databases = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Vitest's default leaves one core free, which on a 2-core machine runs the PGlite suite (WASM, one
    // thread per database) on a single core; every core is worth using there.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          env: { LOG_LEVEL: "silent" },
        },
      },
      ...databases.map((database) => ({
        extends: true as const,
        test: {
          name: `integration:${database}`,
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_DB: database, LOG_LEVEL: "silent" },
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
