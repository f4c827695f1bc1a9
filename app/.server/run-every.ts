export type BackgroundLoop = { stop(): Promise<void> };

/**
 * Runs `task` at once, then again `intervalMs` after each run ends, until stopped; runs never overlap, and
 * stop() waits for a run in progress. The task logs its own failures: a failed run never ends the loop.
 * `isStopped` lets a long run end early.
 */
export function runEvery(intervalMs: number, task: (isStopped: () => boolean) => Promise<void>): BackgroundLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const next = () => {
    if (!stopped) timer = setTimeout(schedule, intervalMs);
  };
  const schedule = () => {
    running = task(() => stopped).then(next, next);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
