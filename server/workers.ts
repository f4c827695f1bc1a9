import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import type { Env } from "~/.server/env";
import { logger } from "~/.server/logger";

/** How many processes serve: WEB_CONCURRENCY, else one per core on PostgreSQL; one on PGlite (one process). */
export function workerCount(
  env: Pick<Env, "DATABASE_URL" | "WEB_CONCURRENCY">,
  cores: number = availableParallelism(),
): number {
  if (!env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY ?? cores;
}

/** A worker that dies is replaced after this long, so one that cannot start does not spin the CPU. */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary process of a store with several workers (decision 164): node:cluster shares the port among
 * them. The first worker starts alone (it migrates and seeds the demo store), the others once it listens. A
 * worker that dies is replaced; SIGTERM/SIGINT go to every worker, and the primary leaves when they have.
 * Workers share what must be the same in every one of them: the test provider's webhook secret, made here
 * when PAYMENT_WEBHOOK_SECRET is unset, since a checkout may be signed by one worker and confirmed by another.
 */
export function superviseWorkers(options: { count: number; env?: NodeJS.ProcessEnv; restartDelayMs?: number }): void {
  const { count, restartDelayMs = RESTART_DELAY_MS } = options;
  const env = { ...options.env };
  env.PAYMENT_WEBHOOK_SECRET ??= process.env.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString("base64url");
  let stopping = false;

  const fork = (): Worker => cluster.fork(env);
  const living = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
  const first = fork();
  first.once("listening", () => {
    for (let i = 1; i < count; i++) fork();
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (living().length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a worker died; starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelayMs).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = living();
    logger.info({ signal, workers: workers.length }, "stopping the workers");
    for (const worker of workers) worker?.process.kill(signal);
    if (workers.length === 0) process.exit(0);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  logger.info({ workers: count }, "starting the store's workers");
}
