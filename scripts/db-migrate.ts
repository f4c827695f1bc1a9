import { closeDatabase, getDatabaseHandle } from "~/.server/db";

/** `npm run db:migrate`: applies the committed migrations in drizzle/ to the configured database. */
const handle = await getDatabaseHandle();
await handle.migrate();
console.log(`Migrations applied (${handle.kind}).`);
await closeDatabase();
