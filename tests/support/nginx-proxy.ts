/**
 * nginx in front of the store, as docs/deploying.md shows it: a throwaway certificate, and
 * deploy/nginx-store.conf rendered into a temporary directory, on loopback only. `startNginx()` serves the
 * cluster suite (tests/support/store-cluster.ts); run as a script, it fronts one store for the proxy browser
 * suite (playwright.proxy.config.ts) in the foreground until SIGTERM or SIGINT, then stops nginx.
 *
 * Script environment: PROXY_PORT (https, where the browser connects) and STORE_PORT (the store, plain HTTP).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const TEMPLATE = path.join(import.meta.dirname, "../../deploy/nginx-store.conf");

/** The template with every {{NAME}} replaced; an unknown name is an error, not a silent blank. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} in the nginx template`);
    return value;
  });
}

/** A self-signed certificate for localhost, valid for a day. */
function makeCertificate(dir: string) {
  const certificate = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ]),
    { stdio: "ignore" },
  );
  return { certificate, key };
}

/** The main configuration: the foreground, a pid file and every scratch path inside `dir`. */
function mainConfig(dir: string, siteConfig: string, workers: number | "auto"): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log stderr warn;
worker_processes ${workers};
events { worker_connections 256; }
http {
    access_log off;
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}
    include ${siteConfig};
}
`;
}

export type RunningNginx = {
  process: ChildProcess;
  /** Asks nginx to finish its requests and exit; resolves once it has, and its directory is gone. */
  stop(): Promise<void>;
};

/**
 * nginx on 127.0.0.1:`port` (https, for localhost) in front of the store processes at `storePorts`: one worker
 * process for tests, one per core (`auto`, Debian's default) for the benchmark.
 */
export function startNginx(options: {
  port: number;
  storePorts: readonly number[];
  workers?: number | "auto";
}): RunningNginx {
  const dir = mkdtempSync(path.join(tmpdir(), "store-nginx-"));
  // nginx's workers run as another user when started as root: they must reach their scratch paths.
  chmodSync(dir, 0o755);
  const { certificate, key } = makeCertificate(dir);
  const site = path.join(dir, "store.conf");
  writeFileSync(
    site,
    renderTemplate(readFileSync(TEMPLATE, "utf8"), {
      LISTEN: `127.0.0.1:${options.port}`,
      SERVER_NAME: "localhost",
      CERTIFICATE: certificate,
      CERTIFICATE_KEY: key,
      STORE_SERVERS: options.storePorts.map((port) => `server 127.0.0.1:${port};`).join("\n    "),
    }),
  );
  const config = path.join(dir, "nginx.conf");
  writeFileSync(config, mainConfig(dir, site, options.workers ?? 1));

  const nginx = spawn("nginx", ["-p", dir, "-c", config, "-e", "stderr"], { stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise<void>((resolve) => {
    nginx.on("exit", () => {
      rmSync(dir, { recursive: true, force: true });
      resolve();
    });
  });
  return {
    process: nginx,
    stop: async () => {
      // The master process itself (daemon off): graceful stop. Gone already: a no-op.
      nginx.kill("SIGQUIT");
      await exited;
    },
  };
}

function main() {
  const proxyPort = process.env.PROXY_PORT;
  const storePort = process.env.STORE_PORT;
  if (!proxyPort || !storePort) throw new Error("PROXY_PORT and STORE_PORT are required");
  const nginx = startNginx({ port: Number(proxyPort), storePorts: [Number(storePort)] });
  const stop = () => void nginx.stop();
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // After startNginx()'s own exit listener, which removes the directory.
  nginx.process.on("exit", (code) => process.exit(code ?? 0));
}

if (process.argv[1] === import.meta.filename) main();
