// Loaded into a store process with `node --import` by tests/faults/pglite-thread.test.ts: SIGUSR2 terminates
// every worker thread the process has sent a message to, the embedded database's among them, as a fault in
// PGlite itself would end it. The store's own code runs unchanged.
import { isMainThread, Worker } from "node:worker_threads";

const workers = new Set();
const postMessage = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (...args) {
  workers.add(this);
  return postMessage.apply(this, args);
};
if (isMainThread) {
  process.on("SIGUSR2", () => {
    for (const worker of workers) void worker.terminate();
  });
}
