import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";

describe("parseEnv", () => {
  it("gives the local defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: "./data",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable in its message", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrowError(/PORT[\s\S]*DATABASE_URL/);
  });

  it("takes WEB_CONCURRENCY as a whole number of workers from 1", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://localhost/store", WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    // Platforms set it for every process, tools on the embedded database included: it is ignored there.
    expect(parseEnv({ WEB_CONCURRENCY: "2" }).WEB_CONCURRENCY).toBe(2);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0" })).toThrowError(/WEB_CONCURRENCY/);
  });

  it("accepts a PostgreSQL URL", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@h:5432/db" }).DATABASE_URL).toBe("postgres://u@h:5432/db");
  });
});

describe("FAULT_INJECTION", () => {
  it("is refused for a store on a public URL", () => {
    expect(() => parseEnv({ FAULT_INJECTION: "true", PUBLIC_URL: "https://shop.example.com" })).toThrowError(
      /FAULT_INJECTION/,
    );
    expect(parseEnv({ FAULT_INJECTION: "true" }).FAULT_INJECTION).toBe(true);
  });
});
