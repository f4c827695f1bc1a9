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

describe("S3 image storage", () => {
  const keys = { S3_ACCESS_KEY_ID: "AKIDEXAMPLE", S3_SECRET_ACCESS_KEY: "secret" };

  it("is off unless S3_BUCKET is set, and then needs both keys", () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(() => parseEnv({ S3_BUCKET: "images", S3_ACCESS_KEY_ID: "AKIDEXAMPLE" })).toThrowError(/S3_BUCKET/);
    expect(parseEnv({ S3_BUCKET: "images", ...keys })).toMatchObject({ S3_BUCKET: "images", S3_REGION: "us-east-1" });
  });

  it("refuses S3 settings without a bucket, and an endpoint that is not a URL", () => {
    expect(() => parseEnv(keys)).toThrowError(/S3_BUCKET/);
    expect(() => parseEnv({ S3_BUCKET: "images", S3_ENDPOINT: "minio:9000", ...keys })).toThrowError(/S3_ENDPOINT/);
  });
});

describe("AUTOMATION_WEBHOOK_URL", () => {
  const secret = "a-secret-of-sixteen-or-more";

  it("is refused on a port fetch refuses, naming the variable and the reason", () => {
    expect(() =>
      parseEnv({ AUTOMATION_WEBHOOK_URL: "http://127.0.0.1:4190/hook", AUTOMATION_WEBHOOK_SECRET: secret }),
    ).toThrowError(/AUTOMATION_WEBHOOK_URL: uses a port that fetch refuses/);
  });

  it("is refused with a scheme other than http or https", () => {
    expect(() =>
      parseEnv({ AUTOMATION_WEBHOOK_URL: "ftp://hooks.example.com/x", AUTOMATION_WEBHOOK_SECRET: secret }),
    ).toThrowError(/AUTOMATION_WEBHOOK_URL: must be an http:\/\/ or https:\/\/ URL/);
  });

  it("is accepted on an ordinary port, or on the scheme's default", () => {
    for (const url of ["http://127.0.0.1:4191/hook", "https://hooks.example.com/store"]) {
      expect(parseEnv({ AUTOMATION_WEBHOOK_URL: url, AUTOMATION_WEBHOOK_SECRET: secret }).AUTOMATION_WEBHOOK_URL).toBe(
        url,
      );
    }
  });
});

describe("PLAIN_PATHS", () => {
  it("runs every engine-room piece unless named", () => {
    expect(parseEnv({}).PLAIN_PATHS).toEqual(new Set());
    expect(parseEnv({ PLAIN_PATHS: " gzip-pages, pglite-statements ,," }).PLAIN_PATHS).toEqual(
      new Set(["gzip-pages", "pglite-statements"]),
    );
  });

  it("refuses a name that is no piece, naming the variable", () => {
    expect(() => parseEnv({ PLAIN_PATHS: "gzip-pages,gzip-everything" })).toThrow(/PLAIN_PATHS/);
  });
});
