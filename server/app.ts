import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { closeDatabase, getDatabaseHandle } from "~/.server/db";
import { prepareDatabase } from "~/.server/db/prepare";
import { getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";

type AppEnv = { Variables: { requestId: string; secureHeadersNonce?: string } };

/** The HTTP layer in front of React Router: headers, compression, static files, logs. */
export function createApp(build: ServerBuild, options: { https: boolean }) {
  const app = new Hono<AppEnv>();
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    c.header("X-Request-Id", c.get("requestId"));
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { requestId: c.get("requestId"), method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: options.https ? "max-age=63072000; includeSubDomains" : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
    }),
  );
  app.use(compress());

  // Vite fingerprints everything under /assets, so those files never change.
  app.use(
    "/assets/*",
    serveStatic({
      root: "build/client",
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: "build/client",
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  app.all("*", (c) =>
    handleRequest(c.req.raw, { requestId: c.get("requestId"), cspNonce: c.get("secureHeadersNonce") }),
  );
  return app;
}

/** Checks the environment, prepares the database, then serves until SIGTERM or SIGINT. */
export async function startServer() {
  const env = getEnv();
  const handle = await getDatabaseHandle();
  await prepareDatabase({ handle, dataDir: env.DATA_DIR, seed: env.SEED_ON_START });

  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  const app = createApp(build, { https: env.PUBLIC_URL.startsWith("https:") });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
    logger.info({ port: info.port, database: handle.kind, url: env.PUBLIC_URL }, "store listening");
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Stop accepting connections, let requests in flight finish, then close the database.
    server.close(async () => {
      await closeDatabase();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
