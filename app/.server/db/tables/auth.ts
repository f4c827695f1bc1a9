import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
// Relative, not `~/`: drizzle-kit loads this file without the app's path aliases.
import { products } from "./catalog";

/**
 * Accounts. The first six tables are Better Auth's (core, `twoFactor` and `jwt` plugins), in the shape its
 * Drizzle schema generator gives for PostgreSQL with snake_case columns; Better Auth makes the string ids.
 * The adapter finds them by these export names (app/.server/auth/auth.ts).
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-cased by Better Auth before it is stored or looked up. */
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    twoFactorEnabled: boolean("two_factor_enabled").default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The back office's search finds accounts by part of their address (LIKE '%part%', from three characters).
  (t) => [index("user_email_trigram_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    /** The cookie's value; a new one at every sign-in. */
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** aal2 once a second factor was checked for this session (app/.server/auth/assurance.ts). */
    aal: text("aal").notNull().default("aal1"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    /** `credential` for e-mail and password, else the social provider. */
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** scrypt hash (Better Auth's default): memory-hard, salted. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

/** Verification and reset tokens, two-factor challenges, trusted devices. */
export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** One authenticator app per user: its secret and backup codes, both encrypted with BETTER_AUTH_SECRET. */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** False between enrolment and the first correct code. */
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factor_secret_idx").on(t.secret), index("two_factor_user_id_idx").on(t.userId)],
);

/** Signing keys for the JWTs the jwt plugin issues; the public halves are served at /.well-known/jwks.json. */
export const jwks = pgTable("jwks", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  /** Encrypted with BETTER_AUTH_SECRET. */
  privateKey: text("private_key").notNull(),
  alg: text("alg"),
  crv: text("crv"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});

/** A shopper's profile: one row per user id (docs/product.md#account). */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  displayName: text("display_name"),
  avatarUrl: text("avatar_url"),
  updatedAt: updatedAt(),
});

/** Favourites (docs/product.md#favourites): a product at most once per user. */
export const userFavorites = pgTable(
  "user_favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "user_favorites_user_id_product_id_key", columns: [t.userId, t.productId] }),
    index("user_favorites_product_id_idx").on(t.productId),
  ],
);

/** Fixed-window counters for sign-in, order and contact attempts (app/.server/rate-limit/). */
export const rateLimit = pgTable(
  "rate_limit",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_reset_at_idx").on(t.resetAt)],
);
