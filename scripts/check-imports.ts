import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/**
 * `npm run check` runs this: the layer rules of docs/ARCHITECTURE.md, read from every static import
 * (type-only ones and `export … from` included, dynamic `import()` not) of app/, server/ and scripts/.
 */

export type Violation = { file: string; line: number; rule: string; explanation: string };

type Edge = { from: string; line: number; target: string; typeOnly: boolean };

const SCANNED = ["app", "server", "scripts"];
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

const within = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);
const withinAny = (file: string, folders: string[]) => folders.some((folder) => within(file, folder));

/** What each layer may not import; paths are relative to the root, with forward slashes. */
const LAYER_RULES: { rule: string; importers: string[]; exempt?: string[]; forbidden: string[]; why: string }[] = [
  {
    rule: "lib-is-pure",
    importers: ["app/lib"],
    forbidden: ["app/.server", "app/components", "app/hooks", "app/routes", "server"],
    why: "app/lib holds pure rules shared by browser and server",
  },
  {
    rule: "server-has-no-ui",
    importers: ["app/.server"],
    forbidden: ["app/components", "app/hooks", "app/routes"],
    why: "app/.server returns app types from app/lib, never UI or route code",
  },
  {
    rule: "ui-is-not-server",
    importers: ["app/components", "app/hooks"],
    forbidden: ["app/.server", "app/routes"],
    why: "components and hooks get server data from their route",
  },
  {
    // server/, scripts/ and tests/ are the other importers allowed; only app/ is left to check.
    rule: "demo-stays-out",
    importers: ["app"],
    exempt: ["app/.server/demo"],
    forbidden: ["app/.server/demo"],
    why: "demo data is loaded by start-up, scripts and tests only",
  },
];

const SERVER = "app/.server";

/**
 * The floors of app/.server (docs/ARCHITECTURE.md#floors): these top-level folders, and the files directly in
 * app/.server, are infrastructure and import no domain folder; every other folder is a domain.
 */
const INFRASTRUCTURE = ["db", "outbox", "mail", "audit", "cache", "rate-limit", "html"];

export function checkImports(root: string): Violation[] {
  const files = SCANNED.flatMap((folder) => listSources(root, folder));
  const edges = files.flatMap((file) => readImports(root, file));
  const byImporter = new Map(files.map((file) => [file, edges.filter((edge) => edge.from === file)]));
  return [
    ...checkLayers(edges),
    ...findCycles(byImporter),
    ...findZodOnEveryPage(byImporter),
    ...findFolderLoops(edges, floorOf),
    ...findFolderLoops(edges, wingOf),
    ...findInfrastructureImportingDomains(edges),
    ...findFilesOutsideWings(files),
  ];
}

function listSources(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !name.split(path.sep).includes("node_modules"))
    .filter((name) => statSync(path.join(full, name)).isFile())
    .map((name) => `${folder}/${name.split(path.sep).join("/")}`)
    .sort();
}

/**
 * The scanner TypeScript uses to list a file's dependencies (fast: no parse). It lists `import()` too, so the
 * words from the statement's keyword to the module name tell a dynamic import and a type-only one apart.
 */
function readImports(root: string, file: string): Edge[] {
  const text = readFileSync(path.join(root, file), "utf8");
  return ts.preProcessFile(text, true, false).importedFiles.flatMap(({ fileName, pos }) => {
    const start = [...text.slice(0, pos).matchAll(/\b(?:import|export)\b/g)].at(-1)?.index ?? 0;
    const words = text.slice(start, pos);
    if (/^import\s*\(/.test(words)) return [];
    const line = text.slice(0, start).split("\n").length;
    const typeOnly = /^(?:import|export)\s+type\b/.test(words);
    return [{ from: file, line, target: resolve(root, file, fileName), typeOnly }];
  });
}

/** A project file path (resolved when the file exists), or the package name for anything else. */
function resolve(root: string, from: string, specifier: string): string {
  const bare = specifier.replace(/\?.*$/, "");
  let relative: string;
  if (bare.startsWith("~/")) relative = `app/${bare.slice(2)}`;
  else if (bare.startsWith(".")) relative = path.posix.join(path.posix.dirname(from), bare);
  else return bare;
  const found = EXTENSIONS.map((extension) => relative + extension).find((candidate) =>
    isFile(path.join(root, candidate)),
  );
  return found ?? relative;
}

function isFile(full: string): boolean {
  return existsSync(full) && statSync(full).isFile();
}

function checkLayers(edges: Edge[]): Violation[] {
  return edges.flatMap((edge) =>
    LAYER_RULES.filter(
      (rule) =>
        withinAny(edge.from, rule.importers) &&
        !withinAny(edge.from, rule.exempt ?? []) &&
        withinAny(edge.target, rule.forbidden),
    ).map((rule) => ({
      file: edge.from,
      line: edge.line,
      rule: rule.rule,
      explanation: `imports ${edge.target} (${rule.why})`,
    })),
  );
}

/** Each group of app/ and server/ modules that all reach one another is one cycle, shown from its first module. */
function findCycles(byImporter: Map<string, Edge[]>): Violation[] {
  const inGraph = (file: string) => withinAny(file, ["app", "server"]) && byImporter.has(file);
  const graph = new Map<string, Edge[]>();
  for (const [file, edges] of byImporter) {
    if (!inGraph(file)) continue;
    const inside = edges.filter((edge) => inGraph(edge.target));
    graph.set(file, inside);
  }
  return stronglyConnected(graph).flatMap((group) => {
    const [first] = group.sort();
    // A lone module has no way back to itself unless it imports itself; then the cycle is empty.
    const cycle = first === undefined ? [] : shortestCycle(graph, first, new Set(group));
    const [start] = cycle;
    if (start === undefined) return [];
    const explanation = [start.from, ...cycle.map((edge) => edge.target)].join(" → ");
    return [{ file: start.from, line: start.line, rule: "no-cycles", explanation }];
  });
}

/** Tarjan's algorithm: the strongly connected groups of the graph, each module in exactly one. */
function stronglyConnected(graph: Map<string, Edge[]>): string[][] {
  const visited = new Map<string, { index: number; lowest: number }>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (file: string) => {
    const mark = { index: visited.size, lowest: visited.size };
    visited.set(file, mark);
    stack.push(file);
    for (const { target } of graph.get(file) ?? []) {
      const seen = visited.get(target);
      if (seen === undefined) mark.lowest = Math.min(mark.lowest, visit(target).lowest);
      else if (stack.includes(target)) mark.lowest = Math.min(mark.lowest, seen.index);
    }
    if (mark.lowest === mark.index) groups.push(stack.splice(stack.indexOf(file)));
    return mark;
  };
  for (const file of graph.keys()) if (!visited.has(file)) visit(file);
  return groups;
}

/** Breadth-first from `start` back to itself, staying inside its group; empty when there is no way back. */
function shortestCycle(graph: Map<string, Edge[]>, start: string, group: Set<string>): Edge[] {
  const cameBy = new Map<string, Edge>();
  const queue = [start];
  for (const file of queue) {
    for (const edge of graph.get(file) ?? []) {
      if (!group.has(edge.target) || cameBy.has(edge.target)) continue;
      cameBy.set(edge.target, edge);
      queue.push(edge.target);
    }
    if (cameBy.has(start)) break;
  }
  const cycle: Edge[] = [];
  let edge = cameBy.get(start);
  while (edge !== undefined) {
    cycle.unshift(edge);
    edge = edge.from === start ? undefined : cameBy.get(edge.from);
  }
  return cycle;
}

/** The top-level folder of app/.server a file is in, or the file's own name for a file directly in it. */
function floorOf(file: string): string | undefined {
  if (!within(file, SERVER)) return undefined;
  const [first = ""] = file.slice(SERVER.length + 1).split("/");
  return file.slice(SERVER.length + 1) === first ? first.replace(/\.tsx?$/, "") : first;
}

const ORDERS = `${SERVER}/orders`;

/** The wing of app/.server/orders a file is in, or undefined for any other file. */
function wingOf(file: string): string | undefined {
  if (!within(file, ORDERS)) return undefined;
  const rest = file.slice(ORDERS.length + 1);
  return rest.includes("/") ? rest.split("/")[0] : undefined;
}

const isInfrastructure = (file: string) =>
  floorOf(file) !== undefined &&
  (!file.slice(SERVER.length + 1).includes("/") || INFRASTRUCTURE.includes(floorOf(file) ?? ""));

type FolderOf = (file: string) => string | undefined;

/** Imports from one folder to another (as `folderOf` names them), one example import per pair of folders. */
function folderArrows(edges: Edge[], folderOf: FolderOf): Map<string, Edge[]> {
  const arrows = new Map<string, Edge[]>();
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.target);
    if (from === undefined || to === undefined || from === to) continue;
    const known = arrows.get(from) ?? [];
    if (!known.some((arrow) => folderOf(arrow.target) === to)) known.push(edge);
    arrows.set(from, known);
  }
  return arrows;
}

/**
 * Folders import downwards only: the folders that reach one another are reported as one loop, with one import for
 * each arrow between them. The folders are the top-level ones of app/.server (`floorOf`), and separately the wings
 * of app/.server/orders (`wingOf`), so a loop between two wings is not hidden inside the one `orders` folder.
 */
function findFolderLoops(edges: Edge[], folderOf: FolderOf): Violation[] {
  const arrows = folderArrows(edges, folderOf);
  // stronglyConnected walks files; here each folder stands for its files.
  const graph = new Map(
    [...arrows].map(([folder, out]) => [folder, out.map((edge) => ({ ...edge, target: folderOf(edge.target) ?? "" }))]),
  );
  return stronglyConnected(graph).flatMap((group) => {
    if (group.length < 2) return [];
    const members = new Set(group);
    const inside = group
      .sort()
      .flatMap((folder) => (arrows.get(folder) ?? []).filter((edge) => members.has(folderOf(edge.target) ?? "")));
    const [first] = inside;
    if (first === undefined) return [];
    const shown = inside.map((edge) => `${folderOf(edge.from)} → ${folderOf(edge.target)} (${edge.from}:${edge.line})`);
    const explanation = `${group.join(", ")} import one another: ${shown.join("; ")}`;
    return [{ file: first.from, line: first.line, rule: "folders-import-downwards", explanation }];
  });
}

/** Every file of app/.server/orders is in a wing (decision 220); none sits directly in the folder. */
function findFilesOutsideWings(files: string[]): Violation[] {
  return files
    .filter((file) => path.posix.dirname(file) === ORDERS)
    .map((file) => ({
      file,
      line: 1,
      rule: "orders-in-wings",
      explanation:
        "sits directly in app/.server/orders (each order file belongs to a wing: checkout, refunds, shared, …)",
    }));
}

/** Infrastructure (INFRASTRUCTURE, and the files directly in app/.server) imports no domain folder. */
function findInfrastructureImportingDomains(edges: Edge[]): Violation[] {
  return edges
    .filter(
      (edge) => isInfrastructure(edge.from) && floorOf(edge.target) !== undefined && !isInfrastructure(edge.target),
    )
    .map((edge) => ({
      file: edge.from,
      line: edge.line,
      rule: "infrastructure-imports-no-domain",
      explanation: `imports ${edge.target} (${floorOf(edge.from)} is infrastructure, ${floorOf(edge.target)} a domain)`,
    }));
}

/**
 * Rule f: what app/root.tsx pulls into every page stays free of zod. Type-only imports vanish from the bundle
 * and app/.server never ships to the browser, so neither is followed.
 */
function findZodOnEveryPage(byImporter: Map<string, Edge[]>): Violation[] {
  const seen = new Set(["app/root.tsx"]);
  const violations: Violation[] = [];
  for (const file of seen) {
    for (const edge of byImporter.get(file) ?? []) {
      if (edge.typeOnly || within(edge.target, "app/.server")) continue;
      if (edge.target === "zod" || edge.target.startsWith("zod/") || /\.schema(\.tsx?)?$/.test(edge.target)) {
        violations.push({
          file,
          line: edge.line,
          rule: "zod-off-every-page",
          explanation: `${edge.target} reaches every page through app/root.tsx`,
        });
      } else if (!seen.has(edge.target)) {
        seen.add(edge.target);
      }
    }
  }
  return violations;
}

export function formatViolation({ file, line, rule, explanation }: Violation): string {
  return `${file}:${line}  ${rule}: ${explanation}`;
}

/** Prints each violation (or that there are none) and gives the exit code of the check. */
export function runCheck(root: string, print: Pick<Console, "log" | "error"> = console): number {
  const violations = checkImports(root);
  for (const violation of violations) print.error(formatViolation(violation));
  if (violations.length === 0) {
    print.log("Imports follow the layer rules.");
    return 0;
  }
  print.error(`${violations.length} import rule violation(s); the rules are in docs/ARCHITECTURE.md.`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // The current folder (the project root under npm), or the folder given.
  process.exitCode = runCheck(path.resolve(process.argv[2] ?? "."));
}
