import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const dockerfile = readFileSync("Dockerfile", "utf8");
const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

describe("the Dockerfile", () => {
  it("builds with the guide's commands in one stage and runs from a slim one", () => {
    expect(dockerfile).toMatch(/^FROM node:\S+ AS build$/m);
    expect(dockerfile).toMatch(/^RUN npm install --no-audit --no-fund$/m);
    expect(dockerfile).toMatch(/^RUN npm run build && npm prune --omit=dev$/m);
    expect(runtime).toMatch(/^FROM node:\S+-slim$/m);
  });

  it("copies what server.js reads at run time: the build, migrations, texts and packages", () => {
    for (const path of ["build", "drizzle", "content", "node_modules"]) {
      expect(runtime).toContain(`COPY --from=build /app/${path} ./${path}`);
    }
    expect(runtime).toMatch(/^COPY --from=build \/app\/package\.json \/app\/server\.js \.\/$/m);
  });

  it("runs as a user without privileges, listening beyond loopback, checked on /healthz", () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/HOST=0\.0\.0\.0/);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(runtime).toMatch(/^CMD \["node", "server\.js"\]$/m);
  });
});
