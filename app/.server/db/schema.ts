/**
 * The whole database schema: one file of tables per domain, re-exported here.
 * drizzle-kit reads this file to generate migrations (`npm run db:generate`).
 */

export * from "./tables/addresses";
export * from "./tables/admin";
export * from "./tables/auth";
export * from "./tables/catalog";
export * from "./tables/content";
export * from "./tables/images";
export * from "./tables/orders";
export * from "./tables/outbox";
export * from "./tables/refunds";
export * from "./tables/settings";
export * from "./tables/stock";
export * from "./tables/subscriptions";
export * from "./tables/tax";
