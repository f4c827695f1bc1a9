import { fileURLToPath } from "node:url";

type ChunkApi = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/** Every module each page loads: the static imports of the client entry and of the root route. */
function shellOf({ getModuleIds, getModuleInfo }: ChunkApi): Set<string> {
  const shell = new Set<string>();
  const queue = [...getModuleIds()].filter((id) => /\/entry\.client\.tsx|\/app\/root\.tsx/.test(id));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (shell.has(id)) continue;
    shell.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return shell;
}

const APP_DIR = fileURLToPath(new URL("../app/", import.meta.url));
const shells = new WeakMap<ChunkApi["getModuleInfo"], Set<string>>();

/**
 * Decision 192: what every page loads travels as two files, not forty small ones: the libraries (Rollup merges
 * them into the client entry; they change less often, so they stay cached) and the store's own shell. Route code
 * keeps Rollup's split.
 */
export function shellChunk(id: string, api: ChunkApi): string | undefined {
  const shell = shells.get(api.getModuleInfo) ?? shellOf(api);
  shells.set(api.getModuleInfo, shell);
  if (!shell.has(id)) return undefined;
  return id.startsWith(APP_DIR) ? "shell" : "vendor";
}
