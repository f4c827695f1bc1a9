import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema (`npx drizzle-kit generate`) and committed;
// the app applies them itself at start (`npm run db:migrate` does it on demand).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/.server/db/schema.ts",
  out: "./drizzle",
});
