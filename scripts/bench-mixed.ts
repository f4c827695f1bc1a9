/**
 * `npm run bench -- --only mixed`: browsing shoppers and a steady stream of checkouts at once, the load under which
 * the embedded database once kept new connections waiting for half a minute (issue 17, goal 6; decision 191).
 * - Shoppers (--shoppers, 100) each walk home, products, a product page and a search, one page after another on
 *   a connection kept alive; every tenth page opens a new connection, as a returning visitor's would.
 * - Checkouts (--checkouts-per-second, 5) start on the clock whether or not earlier ones have been answered, each
 *   on a new connection from a loopback address of its own (the per-address order limit, decision 023).
 * - A probe asks for /robots.txt on a new connection twice a second: what a new visitor waits for a page that
 *   needs neither the database nor a render.
 * Anything not answered within 30 s counts as timed out. Traffic goes to the given loopback address only, and
 * stops after --duration seconds (45 by default); answers still in flight are awaited (at most 30 s).
 */
import http from "node:http";
import os from "node:os";
import { type Answer, send } from "../tests/support/send-request";
import { nextLoopbackAddress } from "./bench-http";
import { benchCheckoutForm, percentile, pickCart } from "./bench-server";

const TIMEOUT_MS = 30_000;
const PROBES_PER_SECOND = 2;
const SEARCHES = ["whey", "creatine", "vitamin", "pre workout", "protein bar", "omega"];

type Series = { ms: number[]; timedOut: number; other: number };

const series = (): Series => ({ ms: [], timedOut: 0, other: 0 });

/** Adds an answer to a series: its time when it has the expected status, else a count of what went wrong. */
function record(into: Series, answer: Answer | Error, expected: number) {
  if (answer instanceof Error) into.other += 1;
  else if ("timedOut" in answer) into.timedOut += 1;
  else if (answer.status === expected) into.ms.push(answer.ms);
  else into.other += 1;
}

function summary(of: Series) {
  const sorted = [...of.ms].sort((a, b) => a - b);
  const round = (ms: number) => (Number.isNaN(ms) ? "-" : String(Math.round(ms)));
  return {
    answered: sorted.length,
    timedOut: of.timedOut,
    other: of.other,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

export async function measureMixedLoad(
  base: string,
  options: { shoppers: number; checkoutsPerSecond: number; seconds: number; label: string },
): Promise<string> {
  const catalog = (await (await fetch(`${base}/api/catalog`)).json()) as { slug: string }[];
  const slugs = catalog.map((product) => product.slug);
  const lines = await pickCart(base);
  const stopAt = performance.now() + options.seconds * 1000;
  const running = () => performance.now() < stopAt;
  const keptAlive = new http.Agent({ keepAlive: true, maxSockets: options.shoppers });
  const browse = series();
  const checkouts = series();
  const probes = series();
  const pending: Promise<void>[] = [];
  const loadBefore = os.loadavg()[0] ?? 0;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

  const shopper = async (index: number) => {
    let page = index;
    while (running()) {
      const path = ["/", "/products", `/product/${pick(slugs)}`, `/search?q=${encodeURIComponent(pick(SEARCHES))}`][
        page % 4
      ];
      page += 1;
      const agent = page % 10 === 0 ? false : keptAlive;
      record(browse, await send(`${base}${path}`, { agent, timeoutMs: TIMEOUT_MS }).catch((e: Error) => e), 200);
    }
  };

  /** Starts `start` every 1/perSecond seconds until the end, without waiting for earlier ones. */
  const onTheClock = async (perSecond: number, start: (n: number) => Promise<void>) => {
    for (let n = 0; running(); n += 1) {
      pending.push(start(n));
      await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
    }
  };

  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: options.shoppers }, (_, index) => shopper(index)),
    onTheClock(options.checkoutsPerSecond, async (n) => {
      const form = benchCheckoutForm(lines, `mixed-${process.pid}-${n}`);
      const answer = await send(`${base}/checkout`, {
        agent: false,
        method: "POST",
        form,
        from: nextLoopbackAddress(),
        timeoutMs: TIMEOUT_MS,
      }).catch((e: Error) => e);
      record(checkouts, answer, 303);
    }),
    onTheClock(PROBES_PER_SECOND, async () => {
      const answer = await send(`${base}/robots.txt`, { agent: false, timeoutMs: TIMEOUT_MS }).catch((e: Error) => e);
      record(probes, answer, 200);
    }),
  ]);
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  keptAlive.destroy();

  const loadAfter = os.loadavg()[0] ?? 0;
  const c = summary(checkouts);
  const b = summary(browse);
  const p = summary(probes);
  const cpu = os.cpus();
  return [
    `Mixed load, ${options.label}: ${options.shoppers} shoppers and ${options.checkoutsPerSecond} checkouts a second ` +
      `for ${options.seconds} s (${seconds.toFixed(0)} s with the answers in flight). Measured ${new Date().toISOString()} ` +
      `on ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}; 1-minute load average ` +
      `${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`,
    "",
    "| traffic | answered | timed out (30 s) | other failures | p50 ms | p95 ms | max ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    `| checkouts (303) | ${c.answered} | ${c.timedOut} | ${c.other} | ${c.p50} | ${c.p95} | ${c.max} |`,
    `| browsing (${(b.answered / options.seconds).toFixed(0)} pages/s) | ${b.answered} | ${b.timedOut} | ${b.other} | ${b.p50} | ${b.p95} | ${b.max} |`,
    `| /robots.txt, new connection | ${p.answered} | ${p.timedOut} | ${p.other} | ${p.p50} | ${p.p95} | ${p.max} |`,
  ].join("\n");
}
