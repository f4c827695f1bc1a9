import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { oneRequestPerTurn } from "../../../server/one-request-per-turn";

/** One turn of the event loop: its check phase, where the middleware starts the next request. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** An app that notes which requests have started. */
function gatedApp() {
  const started: string[] = [];
  const app = new Hono();
  app.use(oneRequestPerTurn());
  app.all("*", (c) => {
    started.push(`${c.req.method} ${c.req.path}`);
    return c.text("ok");
  });
  return { app, started };
}

/** Requests sent at once to a new gated app. */
function send(requests: { method: string; path: string }[]) {
  const { app, started } = gatedApp();
  const answers = requests.map(({ method, path }) => app.request(path, { method }));
  return { started, answers };
}

describe("oneRequestPerTurn", () => {
  it("starts one waiting request per turn of the event loop, in order", async () => {
    const { started, answers } = send(["/a", "/b", "/c"].map((path) => ({ method: "GET", path })));
    expect(started).toEqual([]);
    await turn();
    expect(started).toEqual(["GET /a"]);
    await turn();
    expect(started).toEqual(["GET /a", "GET /b"]);
    await turn();
    expect(started).toEqual(["GET /a", "GET /b", "GET /c"]);
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  it("starts a request that changes something before the page views waiting with it", async () => {
    const { started, answers } = send([
      { method: "GET", path: "/products" },
      { method: "HEAD", path: "/" },
      { method: "POST", path: "/checkout" },
    ]);
    await Promise.all(answers);
    expect(started).toEqual(["POST /checkout", "GET /products", "HEAD /"]);
  });

  it("starts a request at the next turn after the line has emptied", async () => {
    const { app, started } = gatedApp();
    await app.request("/first");
    const second = app.request("/second");
    await turn();
    expect(started).toEqual(["GET /first", "GET /second"]);
    expect((await second).status).toBe(200);
  });
});
