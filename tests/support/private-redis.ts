import { spawn } from "node:child_process";
import { freePort } from "./ports";

export type PrivateRedis = { url: string; stop(): Promise<void> };

/**
 * A redis-server of the test's own on a free loopback port, configured as docs/deploying.md advises for rate
 * limits: nothing written to disk. The machine's shared Redis is left alone.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"].concat([
      "--maxmemory",
      "64mb",
      "--maxmemory-policy",
      "volatile-ttl",
    ]),
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => redis.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = "";
    redis.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve();
    });
    redis.once("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`)));
  });
  // Keeps the pipe drained; the log is not needed once the server is ready.
  redis.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      redis.kill("SIGTERM");
      await exited;
    },
  };
}
