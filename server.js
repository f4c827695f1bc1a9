// Production entry: the built bundle holds the Hono app and React Router (see server/app.ts).
import { startStore } from "./build/server/index.js";

try {
  await startStore();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
