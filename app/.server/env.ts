import { z } from "zod";
import { FETCH_BAD_PORTS } from "~/.server/fetch-bad-ports";
import { trustProxySchema } from "~/.server/trust-proxy-setting";

/**
 * An address the store POSTs to with fetch: http(s), on a port fetch will open. A port on the fetch standard's
 * blocked list (4190, 6000, …) is refused by fetch before connecting, so every delivery would fail; say so at start.
 */
const fetchableUrlSchema = z
  .url()
  .refine((value) => ["http:", "https:"].includes(new URL(value).protocol), "must be an http:// or https:// URL")
  .refine((value) => {
    const { port } = new URL(value);
    return port === "" || !FETCH_BAD_PORTS.has(Number(port));
  }, "uses a port that fetch refuses (the fetch standard's blocked ports, e.g. 4190 or 6000): choose another port");

/** The engine room's optimisations, each with a plain path that `PLAIN_PATHS` turns on instead. */
const ENGINE_ROOM = [
  "gzip-pages",
  "gzip-around-nonce",
  "one-request-per-turn",
  "pglite-statements",
  "rewrite-in-order",
] as const;
export type EngineRoomPiece = (typeof ENGINE_ROOM)[number];

/**
 * Every setting the store reads from its environment, checked once at start.
 * A bad value stops the process with a message naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Loopback unless set: a store on its defaults is not reachable from the network (decision 072). */
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** Worker processes sharing PORT on PostgreSQL (server/workers.ts); unset, one per core. PGlite runs one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Demo catalogue into an empty store at start; unset, only when PUBLIC_URL is on localhost (server/demo-seed.ts). */
  SEED_DEMO: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  /** Lets browser tests make named loaders fail (server/fault-injection.ts); never on a public store. */
  FAULT_INJECTION: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Serves anonymous catalogue pages from an in-process cache (server/page-cache.ts); false measures the uncached path. */
  PAGE_CACHE: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * Engine-room optimisations to turn off, comma-separated (decision 227, docs/performance.md "Engine room"): each
   * name runs the plain path it replaced, which gives the same bytes, so an upgrade can measure both again.
   */
  PLAIN_PATHS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ENGINE_ROOM)))
    .transform((names) => new Set<EngineRoomPiece>(names)),
  /** How long an unpaid checkout stays open before it expires as "Not completed" (decision 115). */
  CHECKOUT_EXPIRY_MINUTES: z.coerce.number().min(1).max(43_200).default(120),
  /** How often each process runs Subscribe & Save's sweep (decision 228). */
  RENEWAL_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long a sweep holds a renewal charge it asks the provider about; a process that dies lets go when it ends. */
  RENEWAL_CHARGE_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** smtp:// or smtps:// server for outgoing mail; unset, mail stays in the database (/dev/mail on localhost). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Charge Supplements <no-reply@charge-supplements.example>"),
  /** Where mail meant for the store itself (contact form, orders to resolve) goes. */
  STORE_EMAIL: z.email().default("store@charge-supplements.example"),
  /** The external automation webhook (docs/product.md#automation-webhook); unset, nothing is sent. */
  AUTOMATION_WEBHOOK_URL: fetchableUrlSchema.optional(),
  AUTOMATION_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  SQUARE_ACCESS_TOKEN: z.string().min(1).optional(),
  SQUARE_LOCATION_ID: z.string().min(1).optional(),
  SQUARE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  SQUARE_WEBHOOK_SIGNATURE_KEY: z.string().min(1).optional(),
  /** The notification URL registered with Square, signed into every webhook; default PUBLIC_URL + the request path. */
  SQUARE_WEBHOOK_URL: z.url().optional(),
  /** Points the Square SDK elsewhere (tests use a local fake); overrides SQUARE_ENVIRONMENT's address. */
  SQUARE_API_BASE_URL: z.url().optional(),
  /** The Square application whose card form (Web Payments SDK) saves a replaced card; unset, Square offers no such page. */
  SQUARE_APPLICATION_ID: z.string().min(1).optional(),
  /** Loads the Web Payments SDK's script from elsewhere (tests use a local stand-in); overrides SQUARE_ENVIRONMENT's. */
  SQUARE_WEB_SDK_URL: z.url().optional(),
  /** test | square; unset: square when SQUARE_ACCESS_TOKEN is set, else test on a local PUBLIC_URL (decision 104). */
  PAYMENT_PROVIDER: z.enum(["test", "square"]).optional(),
  /** Signs the test provider's webhooks; unset, a random secret is made at start (app/.server/payments/index.ts). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Signs session cookies and encrypts two-factor secrets; required unless PUBLIC_URL is on localhost. */
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Social sign-in: each provider is offered only when both of its values are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  /** Sends Google and GitHub sign-in to a local fake of both (browser tests): a loopback base URL, localhost stores only. */
  OAUTH_TEST_PROVIDER_URL: z.url().optional(),
  /** Keeps the rate limit counters (sign-in, orders, contact form) in Redis instead of the database (app/.server/rate-limit/). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  /** Keeps image originals in this S3-compatible bucket instead of the database (app/.server/images/store/). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Another S3-compatible service (MinIO, Cloudflare R2, ...), addressed path-style; unset: AWS's regional endpoint. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Opens Prometheus metrics at /metrics to `Authorization: Bearer <token>`; unset, /metrics is not served. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // Running behind a reverse proxy and on a public address (decisions 071 and 073).
  /** Proxies allowed to report the client's address and protocol (X-Forwarded-For/-Proto); unset trusts none. */
  TRUST_PROXY: trustProxySchema,
  /** Lets PAYMENT_PROVIDER=test run on a public PUBLIC_URL (a demo store); every page then says TEST MODE. */
  ALLOW_TEST_PAYMENTS_IN_PUBLIC: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

/** A store on its local address: development conveniences (/dev/mail, fault injection) are allowed. */
export function isLocalUrl(url: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
}

const checkedEnvSchema = envSchema
  .refine((env) => !env.FAULT_INJECTION || isLocalUrl(env.PUBLIC_URL), {
    path: ["FAULT_INJECTION"],
    message: "is only allowed when PUBLIC_URL is on localhost",
  })
  .refine((env) => !env.AUTOMATION_WEBHOOK_URL || env.AUTOMATION_WEBHOOK_SECRET, {
    path: ["AUTOMATION_WEBHOOK_SECRET"],
    message: "is required when AUTOMATION_WEBHOOK_URL is set (deliveries are signed)",
  })
  .refine((env) => !env.SQUARE_ACCESS_TOKEN || (env.SQUARE_LOCATION_ID && env.SQUARE_WEBHOOK_SIGNATURE_KEY), {
    path: ["SQUARE_ACCESS_TOKEN"],
    message: "needs SQUARE_LOCATION_ID and SQUARE_WEBHOOK_SIGNATURE_KEY as well",
  })
  .refine((env) => env.PAYMENT_PROVIDER || env.SQUARE_ACCESS_TOKEN || isLocalUrl(env.PUBLIC_URL), {
    path: ["PAYMENT_PROVIDER"],
    message: "is required (test or square) when PUBLIC_URL is not on localhost",
  })
  .refine((env) => env.PAYMENT_PROVIDER !== "test" || isLocalUrl(env.PUBLIC_URL) || env.ALLOW_TEST_PAYMENTS_IN_PUBLIC, {
    path: ["PAYMENT_PROVIDER"],
    message:
      "test lets anyone buy with a test card: refused when PUBLIC_URL is not on localhost unless ALLOW_TEST_PAYMENTS_IN_PUBLIC=true",
  })
  .refine((env) => env.PAYMENT_PROVIDER !== "square" || env.SQUARE_ACCESS_TOKEN, {
    path: ["PAYMENT_PROVIDER"],
    message: "square needs SQUARE_ACCESS_TOKEN",
  })
  .refine((env) => env.BETTER_AUTH_SECRET || isLocalUrl(env.PUBLIC_URL), {
    path: ["BETTER_AUTH_SECRET"],
    message: "is required when PUBLIC_URL is not on localhost",
  })
  .refine((env) => !env.GOOGLE_CLIENT_ID === !env.GOOGLE_CLIENT_SECRET, {
    path: ["GOOGLE_CLIENT_SECRET"],
    message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together",
  })
  .refine((env) => !env.GITHUB_CLIENT_ID === !env.GITHUB_CLIENT_SECRET, {
    path: ["GITHUB_CLIENT_SECRET"],
    message: "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are set together",
  })
  .refine((env) => !env.S3_BUCKET || (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    path: ["S3_BUCKET"],
    message: "needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well",
  })
  .refine((env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY), {
    path: ["S3_BUCKET"],
    message: "is required when other S3_ variables are set (images stay in the database without it)",
  })
  .refine(
    (env) => !env.OAUTH_TEST_PROVIDER_URL || (isLocalUrl(env.PUBLIC_URL) && isLocalUrl(env.OAUTH_TEST_PROVIDER_URL)),
    {
      path: ["OAUTH_TEST_PROVIDER_URL"],
      message: "is only allowed on a loopback address, when PUBLIC_URL is on localhost",
    },
  );

export type Env = z.infer<typeof envSchema>;

/** Test payments on a public address, allowed on purpose: start-up warns and every page says TEST MODE. */
export function hasPublicTestPayments(env: Pick<Env, "PUBLIC_URL" | "PAYMENT_PROVIDER">): boolean {
  return env.PAYMENT_PROVIDER === "test" && !isLocalUrl(env.PUBLIC_URL);
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

/** Reads .env when there is one; variables already set in the environment win. */
function loadDotEnv() {
  try {
    process.loadEnvFile(".env");
  } catch {
    // No .env file: the environment alone configures the store.
  }
}

export function getEnv(): Env {
  if (!cached) loadDotEnv();
  cached ??= parseEnv(process.env);
  return cached;
}
