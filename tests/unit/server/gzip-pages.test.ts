import { setImmediate as nextTurn } from "node:timers/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { gzipPages, gzipStream } from "../../../server/gzip-pages";

const encoder = new TextEncoder();

/** Every piece a stream gives, in order. */
async function readAll(readable: ReadableStream<Uint8Array>): Promise<Buffer[]> {
  const reader = readable.getReader();
  const pieces: Buffer[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(Buffer.from(read.value));
  return pieces;
}

/** Writes each turn's chunks into a gzipStream, a turn of the event loop apart, and reads what comes out per turn. */
async function gzipInTurns(turns: string[][]): Promise<{ body: Buffer; pieces: Buffer[] }> {
  const stream = gzipStream();
  const writer = stream.writable.getWriter();
  const reading = readAll(stream.readable);
  for (const turn of turns) {
    for (const chunk of turn) void writer.write(encoder.encode(chunk));
    // The stream's own turn comes after the one this waits for, which was asked for first.
    await nextTurn();
    await nextTurn();
  }
  await writer.close();
  const pieces = await reading;
  return { body: Buffer.concat(pieces), pieces };
}

/** A page-like text: repetitive markup with some variety, as a product grid is. */
function markup(items: number, seed = 0): string {
  return Array.from(
    { length: items },
    (_, i) => `<li class="card"><a href="/product/whey-${i + seed}">Whey protein ${(i * 7919) % 1000} g</a></li>`,
  ).join("");
}

describe("gzipStream", () => {
  it("unpacks to what was written, across turns, multi-byte characters split between chunks", async () => {
    const text = `Crème brûlée 😀 ${markup(300)}`;
    const bytes = encoder.encode(text);
    const cut = [1, 7, 8, 9, 4_000, 4_001, 20_000];
    const chunks = cut.map((at, i) => bytes.subarray(cut[i - 1] ?? 0, at));
    chunks.push(bytes.subarray(cut.at(-1)));
    const stream = gzipStream();
    const writer = stream.writable.getWriter();
    const reading = readAll(stream.readable);
    for (const chunk of chunks) {
      void writer.write(chunk);
      await nextTurn();
    }
    await writer.close();
    expect(gunzipSync(Buffer.concat(await reading)).toString()).toBe(text);
  });

  it("sends what a turn wrote at the end of that turn, before the stream ends", async () => {
    const stream = gzipStream();
    const writer = stream.writable.getWriter();
    const reader = stream.readable.getReader();
    const shell = markup(50);
    for (const part of [shell.slice(0, 1000), shell.slice(1000)]) void writer.write(encoder.encode(part));
    const first = await reader.read();
    // The shell, flushed: it unpacks on its own although the stream has not ended.
    const { inflateRawSync, constants } = await import("node:zlib");
    const sent = Buffer.from(first.value ?? []);
    expect(inflateRawSync(sent.subarray(10), { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(shell);
    void writer.close();
    while (!(await reader.read()).done) {}
  });

  it("is as small as gzip makes the page in one piece, though compressed turn by turn", async () => {
    const turns = [[markup(200, 0)], [markup(100, 50)], ["<script>", markup(50, 90), "</script>"]];
    const { body, pieces } = await gzipInTurns(turns);
    const whole = turns.flat().join("");
    expect(gunzipSync(body).toString()).toBe(whole);
    // One piece per turn, then the end.
    expect(pieces).toHaveLength(4);
    expect(body.length).toBeLessThan(gzipSync(whole).length * 1.02);
  });

  it("gives a valid empty body when nothing was written", async () => {
    const { body } = await gzipInTurns([]);
    expect(gunzipSync(body).toString()).toBe("");
  });

  it("drops a turn's bytes without an error when the client has gone", async () => {
    const stream = gzipStream();
    const writer = stream.writable.getWriter();
    const reader = stream.readable.getReader();
    void reader.read();
    // Taken in, waiting for its turn, when the client goes.
    await writer.write(encoder.encode(markup(10)));
    await reader.cancel();
    await nextTurn();
    await nextTurn();
    expect(
      await writer.closed.then(
        () => "open",
        () => "cancelled",
      ),
    ).toBe("cancelled");
  });
});

/**
 * What a browser gets for a page, with the compression of server/app.ts in front of a handler that streams it over
 * several turns: `gzipPages()` inside `compress()`, or, on the plain path (PLAIN_PATHS=gzip-pages), `compress()` alone.
 */
async function served(options: { plain: boolean; page: string[]; headers?: Record<string, string> }) {
  const hono = new Hono();
  hono.use(compress());
  // Whether the page left the inner middleware already gzipped: which path ran.
  let gzippedInside = false;
  hono.use(async (c, next) => {
    await next();
    gzippedInside = c.res.headers.get("Content-Encoding") === "gzip";
  });
  if (!options.plain) hono.use(gzipPages());
  hono.get("*", () => {
    const turns = [...options.page];
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await nextTurn();
        const turn = turns.shift();
        if (turn === undefined) controller.close();
        else controller.enqueue(encoder.encode(turn));
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", ...options.headers } });
  });
  const res = await hono.request("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  const headers = Object.fromEntries(
    ["Content-Encoding", "Content-Length", "Content-Type", "ETag", "Vary"].map((name) => [name, res.headers.get(name)]),
  );
  return { headers, page: gunzipSync(Buffer.from(await res.arrayBuffer())), gzippedInside };
}

// The engine-room check (decision 227): turn by turn against Hono's compress(), which it replaced.
describe("gzipPages's plain path (PLAIN_PATHS=gzip-pages)", () => {
  const page = [markup(200, 0), "<script>", markup(60, 90), "</script>", `Crème brûlée 😀 ${markup(5)}`];

  // The web CompressionStream's first use takes about a second of its own.
  it("gives the same bytes, unpacked, and the same headers", async () => {
    const headers = { ETag: '"page-1"', Vary: "Cookie" };
    const { gzippedInside, ...engine } = await served({ plain: false, page, headers });
    const { gzippedInside: plainGzippedInside, ...plain } = await served({ plain: true, page, headers });
    expect(engine).toEqual(plain);
    // Each path ran: gzipPages compressed the engine's page, compress() the plain one.
    expect([gzippedInside, plainGzippedInside]).toEqual([true, false]);
    expect(engine.page.toString()).toBe(page.join(""));
    expect(engine.headers).toMatchObject({
      "Content-Encoding": "gzip",
      ETag: 'W/"page-1"',
      Vary: "Cookie, Accept-Encoding",
    });
  }, 15_000);

  it("sees one changed byte", async () => {
    const changed = [...page];
    changed[2] = `${changed[2]?.slice(0, -1)}!`;
    expect((await served({ plain: false, page: changed })).page).not.toEqual(
      (await served({ plain: true, page })).page,
    );
  });
});

describe("gzipPages", () => {
  function app(type: string, headers: Record<string, string> = {}) {
    const hono = new Hono();
    hono.use(gzipPages());
    hono.get("*", (c) => c.body(markup(100), 200, { "Content-Type": type, ...headers }));
    return hono;
  }

  it("gzips HTML for a client that takes gzip, and says it varies", async () => {
    const res = await app("text/html; charset=utf-8").request("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(markup(100));
  });

  it("leaves HTML plain for a client that does not, still saying it varies", async () => {
    const res = await app("text/html", { Vary: "Cookie" }).request("/", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(await res.text()).toBe(markup(100));
  });

  it("leaves other bodies and encoded ones to the general middleware", async () => {
    const json = await app("application/json").request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(json.headers.get("Content-Encoding")).toBeNull();
    const encoded = app("text/html", { "Content-Encoding": "identity" });
    const res = await encoded.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("Content-Encoding")).toBe("identity");
  });

  it("weakens a strong ETag, as the compressed bytes differ", async () => {
    const res = await app("text/html", { ETag: '"abc"' }).request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("ETag")).toBe('W/"abc"');
  });
});
