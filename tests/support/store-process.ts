import { type ChildProcess, spawn } from "node:child_process";

export type StoreProcess = {
  port: number;
  base: string;
  /** Exit code or signal once the process has ended on its own or been stopped; null while it runs. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** The end of what it wrote to stderr (an uncaught error's stack), for a failing test's message. */
  errorOutput(): string;
  /** The end of its log (stdout). */
  logOutput(): string;
  /** Sends the process a signal. */
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
};

/**
 * The built store (`server.js`, after `npm run build`) in a process of its own, in production mode, with the
 * given environment on top of the test's; answers once its /readyz says 200.
 */
export async function startStoreProcess(options: {
  port: number;
  env: Record<string, string>;
  readyWithinMs?: number;
  /** Options for Node itself, before `server.js`. */
  nodeOptions?: string[];
}): Promise<StoreProcess> {
  const { port } = options;
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeOptions ?? []), "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // One process: a test that kills or counts processes means this one.
      WEB_CONCURRENCY: "1",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://localhost:${port}`,
      ...options.env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-20_000);
  });
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  child.on("exit", (code, signal) => {
    exit = { code, signal };
  });
  const store: StoreProcess = {
    port,
    base,
    exited: () => exit,
    errorOutput: () => stderr,
    logOutput: () => stdout,
    kill: (signal) => child.kill(signal),
    stop: async () => {
      if (exit) return;
      const ended = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await ended;
    },
  };
  const deadline = Date.now() + (options.readyWithinMs ?? 120_000);
  for (;;) {
    if (exit) throw new Error(`the store on port ${port} exited at start: ${stderr}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return store;
    if (Date.now() > deadline) {
      await store.stop();
      throw new Error(`the store on port ${port} was not ready in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
