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

/**
 * What a crowd of requests sent at once gets back, through the line or, on the plain path
 * (PLAIN_PATHS=one-request-per-turn), started as they come; each answer waits a turn or two, as a page's queries do.
 */
async function answersTo(options: { plain: boolean; handler?: (path: string) => string | undefined }) {
  const app = new Hono();
  if (!options.plain) app.use(oneRequestPerTurn());
  // How many handlers ran at once at most: the line keeps it low, which says the line ran.
  let running = 0;
  let mostAtOnce = 0;
  app.all("*", async (c) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await turn();
    running -= 1;
    const body = options.handler?.(c.req.path) ?? `${c.req.method} ${c.req.path}`;
    return c.text(body, c.req.path === "/missing" ? 404 : 200, { "X-Path": c.req.path });
  });
  const requests = ["/", "/products", "/missing", "/checkout", "/search?q=whey", "/product/whey"].map((path, i) =>
    app.request(path, { method: i % 3 === 1 ? "POST" : "GET" }),
  );
  const answers = await Promise.all(
    (await Promise.all(requests)).map(async (res) => ({
      status: res.status,
      headers: Object.fromEntries(res.headers),
      body: await res.text(),
    })),
  );
  return { answers, mostAtOnce };
}

// The engine-room check (decision 227): the line changes when requests start, never what they answer.
describe("oneRequestPerTurn's plain path (PLAIN_PATHS=one-request-per-turn)", () => {
  it("gives the same responses, each to its own request", async () => {
    const engine = await answersTo({ plain: false });
    const plain = await answersTo({ plain: true });
    expect(engine.answers).toEqual(plain.answers);
    expect(engine.answers.map((answer) => answer.body)).toContain("POST /products");
    // Each path ran: the line started the six one by one, the plain path all at once.
    expect(engine.mostAtOnce).toBeLessThan(plain.mostAtOnce);
    expect(plain.mostAtOnce).toBe(6);
  });

  it("sees one changed byte", async () => {
    const changed = await answersTo({
      plain: false,
      handler: (path) => (path === "/products" ? "POST /producta" : undefined),
    });
    expect(changed.answers).not.toEqual((await answersTo({ plain: true })).answers);
  });
});

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
