import cluster from "node:cluster";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { openCatalogChangeChannel } from "~/.server/cache/catalog-change-channel";
import { startProductImports } from "~/.server/catalog-editor/product-imports";
import { closeDatabase, getDatabaseHandle } from "~/.server/db";
import { pingDatabase } from "~/.server/db/ping";
import { prepareDatabase } from "~/.server/db/prepare";
import { type EngineRoomPiece, getEnv } from "~/.server/env";
import { importDiskImages } from "~/.server/images/import-disk-images";
import { getImageStore } from "~/.server/images/store";
import { logger } from "~/.server/logger";
import { countOrdersByState } from "~/.server/orders/back-office/count-orders-by-state";
import { startExpirySweep } from "~/.server/orders/checkout/expiry-sweep";
import { getOutboxBacklog } from "~/.server/outbox/backlog";
import { startOutboxWorker } from "~/.server/outbox/worker";
import { redisStatus } from "~/.server/rate-limit/default-store";
import { startLowStockReports } from "~/.server/stock/low-stock";
import { startRenewalSweep } from "~/.server/subscriptions/renewal-sweep";
import { clientRequest, clientUrl } from "./client-request";
import { databaseOutages } from "./database-outage";
import { seedDemoOnStart } from "./demo-seed";
import {
  type Deployment,
  deploymentFromEnv,
  PERMISSIONS_POLICY,
  warnAboutDeployment,
  withAllowedActionOrigins,
} from "./deployment";
import { withInjectedFaults } from "./fault-injection";
import { gzipPages } from "./gzip-pages";
import { createMetrics, type MetricSources } from "./metrics";
import { notModified } from "./not-modified";
import { oneRequestPerTurn } from "./one-request-per-turn";
import { operationsRoutes } from "./operations";
import { createOutboxHandlers } from "./outbox-handlers";
import { PageCache } from "./page-cache";
import { createPageCacheKey } from "./page-cache-key";
import { pageCacheMiddleware } from "./page-cache-middleware";
import { requestGuard } from "./request-guard";
import { requestLog } from "./request-log";
import { createActionOnlyMatcher, createRouteMatcher } from "./route-match";
import { hasStaffSession } from "./staff-session";
import type { AppEnv } from "./types";
import { superviseWorkers, workerCount } from "./workers";

export type CreateAppOptions = {
  https: boolean;
  pageCache: boolean;
  /** Engine-room optimisations turned off for their plain paths (PLAIN_PATHS, decision 227). */
  plainPaths: ReadonlySet<EngineRoomPiece>;
  /** FAULT_INJECTION: browser tests' faults on request (server/fault-injection.ts). */
  faultInjection: boolean;
  deployment: Deployment;
  /** Readiness and metrics (server/operations.ts). */
  ping: () => Promise<void>;
  redisStatus: () => "off" | "up" | "down";
  metricSources: MetricSources;
  metricsToken: string | undefined;
};

/** The HTTP layer in front of React Router: headers, compression, static files, page cache, logs, metrics. */
export function createApp(build: ServerBuild, options: CreateAppOptions) {
  const app = new Hono<AppEnv>();
  const handleRequest = createRequestHandler(withAllowedActionOrigins(build, options.deployment), process.env.NODE_ENV);
  const metrics = createMetrics(options.metricSources);
  const matchRoute = createRouteMatcher(build.routes);
  const routeOf = (path: string) => (path.startsWith("/assets/") ? "assets" : (matchRoute(path)?.id ?? "unmatched"));

  app.use(requestId());
  app.use(requestLog({ metrics, routeOf, logger }));
  // Before the guard and the headers: a load balancer's probe needs none of them. Before the line of page views
  // too, or a busy process would miss its probes and be taken out of rotation for being busy.
  app.route(
    "/",
    operationsRoutes({
      ping: options.ping,
      redisStatus: options.redisStatus,
      metrics,
      metricsToken: options.metricsToken,
    }),
  );
  // After the timing above, so logs and metrics include the wait in line.
  if (!options.plainPaths.has("one-request-per-turn")) app.use(oneRequestPerTurn());
  app.use(
    requestGuard({
      storeOrigin: (c) => options.deployment.storeOrigin(clientUrl(c, options.deployment.trustProxy)),
      hasStaffSession,
      isActionOnly: createActionOnlyMatcher(build.routes, matchRoute),
    }),
  );
  app.use(compress());
  // Inside the general one, which then leaves pages alone; without it, the general one gzips pages too.
  if (!options.plainPaths.has("gzip-pages")) app.use(gzipPages());
  // Outside secureHeaders so a 304 carries no fresh CSP nonce (see not-modified.ts).
  app.use(notModified());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // A provider's card form (Square's Web Payments SDK) loads its script and frames and calls its own hosts.
        scriptSrc: ["'self'", NONCE, ...options.deployment.cardFormSources.scriptSrc],
        frameSrc: ["'self'", ...options.deployment.cardFormSources.frameSrc],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Avatars come from sign-in providers or a shopper's own https address (decision 033).
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...options.deployment.cardFormSources.connectSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: options.deployment.formActionSources,
      },
      permissionsPolicy: PERMISSIONS_POLICY,
      strictTransportSecurity: options.https ? "max-age=63072000; includeSubDomains" : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
    }),
  );

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

  app.use(databaseOutages({ ping: options.ping }));
  if (options.pageCache)
    app.use(
      pageCacheMiddleware({
        cache: new PageCache(),
        keyOf: createPageCacheKey(build.routes),
        gzipAroundNonce: !options.plainPaths.has("gzip-around-nonce"),
        faultInjection: options.faultInjection,
      }),
    );
  app.all("*", (c) => {
    // Per-IP rate limits (sign-in, contact, orders) count on the client's address through trusted proxies.
    const { request, clientIp, fromLoopback, fromThisMachine } = clientRequest(c, options.deployment.trustProxy);
    return handleRequest(request, {
      requestId: c.get("requestId"),
      cspNonce: c.get("secureHeadersNonce"),
      clientIp,
      fromLoopback,
      fromThisMachine,
    });
  });
  return app;
}

/** `npm start`: the store in this process, or, with several workers (decision 164), their primary. */
export async function startStore(): Promise<void> {
  const env = getEnv();
  if (!env.DATABASE_URL && (env.WEB_CONCURRENCY ?? 1) > 1)
    logger.warn("WEB_CONCURRENCY is ignored without DATABASE_URL: the embedded database runs in one process");
  const count = workerCount(env);
  if (cluster.isPrimary && count > 1) superviseWorkers({ count });
  else await startServer();
}

/** Checks the environment, migrates the database and seeds the demo when it should, then serves until SIGTERM or SIGINT. */
export async function startServer() {
  const env = getEnv();
  const handle = await getDatabaseHandle();
  await prepareDatabase({ handle });
  const imageStore = getImageStore();
  // Originals a store kept on its disk before the image store: copied once, before the demo draws its own.
  const copied = await importDiskImages({ imagesDir: path.join(env.DATA_DIR, "images"), store: imageStore });
  if (copied.imported > 0) logger.info(copied, "copied DATA_DIR/images into the image store");
  await seedDemoOnStart({ db: handle.db, env, imageStore });
  // Delivers queued e-mails and webhooks in the background; a checkout never waits for it.
  const outbox = startOutboxWorker({ db: handle.db, handlers: createOutboxHandlers(env, logger) });
  // Abandoned checkouts expire without a visitor (decision 115).
  const expiry = startExpirySweep({ db: handle.db, expiresAfterMs: env.CHECKOUT_EXPIRY_MINUTES * 60_000 });
  // The shop's daily list of what to reorder.
  const lowStock = startLowStockReports({ db: handle.db });
  // Uploaded catalogue files, applied line by line while their page shows the progress.
  const imports = startProductImports({ db: handle.db });
  // Subscribe & Save: subscriptions started, renewals ordered and charged, each at most once across processes.
  const renewals = startRenewalSweep({
    db: handle.db,
    intervalMs: env.RENEWAL_SWEEP_SECONDS * 1000,
    leaseMs: env.RENEWAL_CHARGE_LEASE_SECONDS * 1000,
  });
  // Other processes on the same PostgreSQL database hear this one's catalogue changes, and it theirs (decision 162).
  const catalogChannel = handle.url ? await openCatalogChangeChannel({ url: handle.url }) : undefined;

  const serverBuild = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  // Browser tests only: the store's error screens on request (server/fault-injection.ts).
  const build = env.FAULT_INJECTION ? withInjectedFaults(serverBuild) : serverBuild;
  warnAboutDeployment(env, logger);
  const deployment = deploymentFromEnv(env);
  const app = createApp(build, {
    https: env.PUBLIC_URL.startsWith("https:"),
    pageCache: env.PAGE_CACHE,
    plainPaths: env.PLAIN_PATHS,
    faultInjection: env.FAULT_INJECTION,
    deployment,
    ping: () => pingDatabase({ db: handle.db }),
    redisStatus,
    metricSources: {
      ordersByState: () => countOrdersByState({ db: handle.db }),
      outboxBacklog: () => getOutboxBacklog({ db: handle.db }),
    },
    metricsToken: env.METRICS_TOKEN,
  });
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
      await Promise.all([
        outbox.stop(),
        expiry.stop(),
        lowStock.stop(),
        imports.stop(),
        renewals.stop(),
        catalogChannel?.close(),
      ]);
      await closeDatabase();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
