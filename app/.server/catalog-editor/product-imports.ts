import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { AuditActor } from "~/.server/audit/audit-log";
import { markCatalogChanged } from "~/.server/cache/catalog-version";
import { type Database, getDb } from "~/.server/db";
import type { Executor } from "~/.server/db/executor";
import { productImports } from "~/.server/db/schema";
import { logger as defaultLogger } from "~/.server/logger";
import { type BackgroundLoop, runEvery } from "~/.server/run-every";
import type { LineOutcome, ProductImport, ProductImportReport, ProductsCsvLine } from "~/lib/products-csv";
import type { CatalogProduct } from "./export-products-csv";
import {
  checkProductLines,
  countOutcome,
  currentProducts,
  lineKey,
  readProductsFile,
  writeProductLines,
} from "./import-products-csv";

/*
 * Catalogue imports as jobs: the upload is checked and queued, and a worker in every process applies
 * queued files line by line, so a file of thousands of lines never holds a request open and its page shows how far
 * it has got. A job is held by one process at a time through a lease it renews as it goes; a process that stops
 * leaves it to be taken over where its last committed line left it.
 */

/** How long a process holds a job without renewing: far longer than a line takes. */
const LEASE = sql`now() + interval '30 seconds'`;
/** Lines read without a write are recorded this often (a write records its own progress). */
const FLUSH_EVERY_LINES = 100;
/** Products are read a chunk of addresses at a time; cached pages are dropped after each chunk that changed any. */
const CHUNK_LINES = 500;

/** Checks an uploaded file as a whole and queues it; the worker applies its lines (see runProductImport). */
export async function startProductImport(options: {
  text: string;
  actor: AuditActor;
  db?: Database;
}): Promise<{ ok: true; importId: string } | { ok: false; reason: string }> {
  const read = readProductsFile(options.text);
  if (!read.ok) return read;
  const db = options.db ?? (await getDb());
  const [created] = await db
    .insert(productImports)
    .values({
      file: options.text,
      actorUserId: options.actor.userId,
      actorEmail: options.actor.email,
      total: read.file.entries.length,
    })
    .returning({ id: productImports.id });
  if (!created) throw new Error("The import was not queued.");
  return { ok: true, importId: created.id };
}

/** An import as its page shows it; null for an id that is not one. */
export async function getProductImport(options: { importId: string; db?: Database }): Promise<ProductImport | null> {
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({
      id: productImports.id,
      total: productImports.total,
      processed: productImports.nextLine,
      status: productImports.status,
      report: productImports.report,
      createdAt: productImports.createdAt,
      finishedAt: productImports.finishedAt,
    })
    .from(productImports)
    .where(eq(productImports.id, options.importId));
  return row ?? null;
}

/** Takes the oldest queued job no process holds (or `importId`, if no process holds it), leasing it. */
async function claimImport(db: Database, importId: string | undefined) {
  const free = sql`status = 'running' and (lease_until is null or lease_until < now())`;
  const wanted = importId ? sql` and id = ${importId}` : sql``;
  const [job] = await db
    .update(productImports)
    .set({ leaseUntil: LEASE })
    .where(
      sql`${productImports.id} = (select id from product_imports where ${free}${wanted} order by created_at limit 1 for update skip locked)`,
    )
    .returning();
  return job;
}

function saveProgress(
  executor: Executor,
  options: { importId: string; nextLine: number; report: ProductImportReport; lease: boolean },
) {
  return executor
    .update(productImports)
    .set({ nextLine: options.nextLine, report: options.report, leaseUntil: options.lease ? LEASE : null })
    .where(and(eq(productImports.id, options.importId), eq(productImports.status, "running")));
}

/**
 * Applies a queued import from where it stopped: the oldest no process holds, or `importId`. Each
 * line that writes commits with the job's progress, so a line is never applied twice nor counted twice; lines that
 * write nothing are recorded every FLUSH_EVERY_LINES. Returns "none" when there was no job to take, "stopped" when
 * `isStopped` ended the run (the job is left for any process to take), else "done".
 */
export async function runProductImport(options: {
  importId?: string;
  isStopped?: () => boolean;
  db?: Database;
}): Promise<"none" | "stopped" | "done"> {
  const db = options.db ?? (await getDb());
  const job = await claimImport(db, options.importId);
  if (!job) return "none";
  const read = readProductsFile(job.file);
  // Checked when it was queued; a file that no longer reads (a change of the rules since) ends with nothing done.
  const { entries, addresses, flavors } = read.ok ? read.file : { entries: [], addresses: [], flavors: [] };
  // Line 1 is the header, so the first product is on line 2, as a spreadsheet numbers its rows.
  const lineAt = (index: number): ProductsCsvLine => ({
    line: index + 2,
    cells: entries[index] ?? {},
    address: addresses[index] ?? "",
    flavor: flavors[index] ?? "",
  });
  const actor = { userId: job.actorUserId, email: job.actorEmail };
  const report = structuredClone(job.report);
  const seen = new Map<string, number>();
  for (let index = 0; index < job.nextLine; index++) {
    const line = lineAt(index);
    if (line.address && !seen.has(lineKey(line))) seen.set(lineKey(line), line.line);
  }
  let current = new Map<string, CatalogProduct>();
  let readUpTo = job.nextLine;
  let unsaved = 0;
  let changed = false;
  // A product's lines are the run of lines with its address (its own, then its flavours'), applied together.
  for (let index = job.nextLine, end = index; index < entries.length; index = end) {
    if (options.isStopped?.()) {
      await saveProgress(db, { importId: job.id, nextLine: index, report, lease: false });
      if (changed) markCatalogChanged();
      return "stopped";
    }
    if (index >= readUpTo) {
      if (changed) markCatalogChanged();
      changed = false;
      readUpTo = index + CHUNK_LINES;
      const chunk = addresses.slice(index, readUpTo).filter(Boolean);
      current = await currentProducts(db, [...new Set(chunk)]);
    }
    const address = addresses[index] ?? "";
    end = index + 1;
    while (address && end < entries.length && addresses[end] === address) end++;
    const lines = Array.from({ length: end - index }, (_, n) => lineAt(index + n));
    const check = checkProductLines({ lines, before: current.get(address), seen });
    const count = (outcomes: ReadonlyMap<number, LineOutcome>) => {
      for (const line of lines) countOutcome(report, line, outcomes.get(line.line) ?? "unchanged");
    };
    if (!check.product && check.flavors.length === 0) {
      count(check.done);
      unsaved += lines.length;
      if (unsaved >= FLUSH_EVERY_LINES) {
        await saveProgress(db, { importId: job.id, nextLine: end, report, lease: true });
        unsaved = 0;
      }
      continue;
    }
    const outcomes = await writeProductLines(db, {
      check,
      actor,
      recordOutcomes: async (tx, outcomes) => {
        count(outcomes);
        await saveProgress(tx, { importId: job.id, nextLine: end, report, lease: true });
      },
    });
    unsaved = 0;
    if ([...outcomes.values()].some((outcome) => outcome === "created" || outcome === "updated")) changed = true;
  }
  await db
    .update(productImports)
    // The file (up to 16 MB) is not kept once done: the report says what became of each line.
    .set({ status: "done", file: "", nextLine: entries.length, report, leaseUntil: null, finishedAt: new Date() })
    .where(eq(productImports.id, job.id));
  if (changed) markCatalogChanged();
  return "done";
}

/**
 * Queues a file and applies it to the end in this call: for the command line and tests, where no worker runs.
 * Returns the report, or why the file was refused whole.
 */
export async function importProductsCsv(options: {
  text: string;
  actor: AuditActor;
  db?: Database;
}): Promise<{ ok: true; report: ProductImportReport } | { ok: false; reason: string }> {
  const db = options.db ?? (await getDb());
  const started = await startProductImport({ ...options, db });
  if (!started.ok) return started;
  await runProductImport({ importId: started.importId, db });
  const job = await getProductImport({ importId: started.importId, db });
  if (job?.status !== "done") throw new Error("The import did not finish.");
  return { ok: true, report: job.report };
}

/** Every process's import worker: queued files are taken within a second of their upload. */
export function startProductImports(options: { db: Database; logger?: Logger; intervalMs?: number }): BackgroundLoop {
  const { db, logger = defaultLogger } = options;
  return runEvery(options.intervalMs ?? 1000, async (isStopped) => {
    try {
      while (!isStopped() && (await runProductImport({ db, isStopped })) === "done") {
        logger.info("finished a catalogue import");
      }
    } catch (error) {
      logger.error({ err: error }, "catalogue imports could not run; a queued one is taken up again on a later try");
    }
  });
}
