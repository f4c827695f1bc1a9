import { z } from "zod";

/**
 * Every setting the store reads from its environment, checked once at start.
 * A bad value stops the process with a message naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SEED_ON_START: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Lets browser tests make named calls fail (app/.server/faults.ts); never on a public store. */
  FAULT_INJECTION: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

const checkedEnvSchema = envSchema.refine(
  (env) => !env.FAULT_INJECTION || ["localhost", "127.0.0.1"].includes(new URL(env.PUBLIC_URL).hostname),
  { path: ["FAULT_INJECTION"], message: "is only allowed when PUBLIC_URL is on localhost" },
);

export type Env = z.infer<typeof envSchema>;

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
